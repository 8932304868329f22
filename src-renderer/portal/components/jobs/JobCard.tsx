// One job in the list: every field spec section 2 names, the title linking to the job's page, and Apply Now.
import { Link } from 'react-router-dom';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconClock, IconCash, IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { daysAgoLabel } from '../../../../shared/domain/dates';
import type { PublicJob } from '../../../../shared/domain/schemas';
import { useAppActions } from '../../state/app-store';
import { useRenderNow } from '../../state/initial-data';
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
  const now = useRenderNow();
  const titleId = `job-${job._id}-title`;
  const jobPath = `/apply/${encodeURIComponent(job._id)}`;
  const website = websiteLink(job.company_website);
  const tags = splitRequirements(job.requirements);

  return (
    <Card component="article" withBorder className={classes.card} aria-labelledby={titleId} data-testid="job-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Title order={3} size="h4" id={titleId}>
            <Link to={jobPath} className={classes.titleLink} onClick={() => setJobDetails(job)}>
              {job.job_title}
            </Link>
          </Title>
          <Text fw={500} c="dimmed">
            {job.company_name}
          </Text>
        </div>
        <Badge variant="light" className={classes.typeBadge}>
          {job.job_type}
        </Badge>
      </Group>

      <Group component="ul" gap="xs" mt="xs" className={classes.facts} style={{ columnGap: 'var(--mantine-spacing-md)' }}>
        <Fact icon={IconMapPin}>{job.location}</Fact>
        <Fact icon={IconBriefcase}>{job.experience}</Fact>
        <Fact icon={IconClock}>{daysAgoLabel(job.date, now)}</Fact>
        {job.salary ? <Fact icon={IconCash}>{job.salary}</Fact> : null}
      </Group>

      <Text mt="xs" lineClamp={2} className={classes.description}>
        {job.description}
      </Text>

      {tags.length > 0 ? (
        <Group component="ul" gap={6} mt="xs" className={classes.facts} aria-label="Requirements">
          {tags.map((tag, index) => (
            <Badge component="li" key={`${index}-${tag}`} variant="outline" color="gray" className={classes.tag}>
              {tag}
            </Badge>
          ))}
        </Group>
      ) : null}

      <Group justify="space-between" mt="sm" gap="sm">
        <Stack gap={0}>
          {website ? (
            <Anchor href={website.href} target="_blank" rel="noopener noreferrer nofollow" size="sm" className={classes.websiteLink}>
              <Group gap={4} component="span" wrap="nowrap">
                {website.label}
                <IconExternalLink size={14} aria-label="(opens in a new tab)" />
              </Group>
            </Anchor>
          ) : null}
        </Stack>
        <Button component={Link} to={jobPath} onClick={() => setJobDetails(job)} aria-describedby={titleId}>
          Apply Now
        </Button>
      </Group>
    </Card>
  );
}
