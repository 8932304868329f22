// The job being applied to: every field spec section 2 lists for the Apply screen.
import type { ReactNode } from 'react';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCash, IconExternalLink, IconMapPin } from '@tabler/icons-react';
import type { PublicJob } from '../../../../shared/domain';
import { splitRequirements } from '../../../../shared/domain/job-text';
import { formatDateUtc } from '../../../../shared/domain/dates';
import { websiteLink } from '../jobs/job-format';
import classes from './Apply.module.css';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {children}
    </section>
  );
}

export function JobSummary({ job }: { job: PublicJob }) {
  const website = websiteLink(job.company_website);
  const requirements = splitRequirements(job.requirements);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="job-summary-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="job-summary-title">
            {job.job_title}
          </Title>
          <Text fw={500} c="dimmed">
            {job.company_name}
          </Text>
          <Text size="sm" mt={4}>
            Posted <time dateTime={job.date}>{formatDateUtc(job.date)}</time> · Open until{' '}
            <time dateTime={job.expires_at}>{formatDateUtc(job.expires_at)}</time>
          </Text>
        </div>
        <Group gap="sm">
          <Badge variant="light">{job.job_type}</Badge>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{job.location}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconBriefcase size={16} aria-hidden />
            <Text size="sm">{job.experience}</Text>
          </Group>
          {job.salary ? (
            <Group gap={4} wrap="nowrap">
              <IconCash size={16} aria-hidden />
              <Text size="sm">{job.salary}</Text>
            </Group>
          ) : null}
        </Group>
        <Block title="Description">
          <Text className={classes.prose}>{job.description}</Text>
        </Block>
        {requirements.length > 0 ? (
          <Block title="Requirements">
            <List size="sm" spacing={2}>
              {requirements.map((item, index) => (
                <List.Item key={`${index}-${item}`}>{item}</List.Item>
              ))}
            </List>
          </Block>
        ) : null}
        {job.benefits ? (
          <Block title="Benefits">
            <Text className={classes.prose}>{job.benefits}</Text>
          </Block>
        ) : null}
        {website ? (
          <Anchor href={website.href} target="_blank" rel="noopener noreferrer nofollow" w="fit-content" className={classes.websiteLink}>
            <Group gap={4} component="span" wrap="nowrap">
              {`Visit ${website.label}`}
              <IconExternalLink size={16} aria-label="(opens in a new tab)" />
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
