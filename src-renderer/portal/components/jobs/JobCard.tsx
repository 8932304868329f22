// One job in the list: every field spec section 2 names, and Apply Now.
import { Link } from 'react-router-dom';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconClock, IconCash, IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { daysAgoLabel, type PublicJob } from '../../../../shared/domain';
import { useAppActions } from '../../state/app-store';
import { splitRequirements, websiteLink } from './job-format';
import classes from './Jobs.module.css';

function Fact({ icon: Icon, children }: { icon: typeof IconMapPin; children: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      <Icon size={16} aria-hidden className={classes.factIcon} />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

export function JobCard({ job }: { job: PublicJob }) {
  const { setJobDetails } = useAppActions();
  const titleId = `job-${job._id}-title`;
  const website = websiteLink(job.company_website);
  const tags = splitRequirements(job.requirements);

  return (
    <Card component="article" withBorder padding="lg" aria-labelledby={titleId} data-testid="job-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {job.job_title}
          </Title>
          <Text fw={500} c="dimmed">
            {job.company_name}
          </Text>
        </div>
        <Badge variant="light" className={classes.typeBadge}>
          {job.job_type}
        </Badge>
      </Group>

      <Group component="ul" gap="lg" mt="sm" className={classes.facts}>
        <Fact icon={IconMapPin}>{job.location}</Fact>
        <Fact icon={IconBriefcase}>{job.experience}</Fact>
        <Fact icon={IconClock}>{daysAgoLabel(job.date)}</Fact>
        {job.salary ? <Fact icon={IconCash}>{job.salary}</Fact> : null}
      </Group>

      <Text mt="sm" lineClamp={2} className={classes.description}>
        {job.description}
      </Text>

      {tags.length > 0 ? (
        <Group component="ul" gap={6} mt="sm" className={classes.facts} aria-label="Requirements">
          {tags.map((tag, index) => (
            <Badge component="li" key={`${index}-${tag}`} variant="outline" color="gray" className={classes.tag}>
              {tag}
            </Badge>
          ))}
        </Group>
      ) : null}

      <Group justify="space-between" mt="md" gap="sm">
        <Stack gap={0}>
          {website ? (
            <Anchor href={website.href} target="_blank" rel="noopener noreferrer nofollow" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                {website.label}
                <IconExternalLink size={14} aria-label="(opens in a new tab)" />
              </Group>
            </Anchor>
          ) : null}
        </Stack>
        <Button component={Link} to={`/apply/${encodeURIComponent(job._id)}`} onClick={() => setJobDetails(job)} aria-describedby={titleId}>
          Apply Now
        </Button>
      </Group>
    </Card>
  );
}
