// The page of a job that was live and has closed (HTTP 410): what closed and when, live jobs of the
// same category and place, and the search. A link that never named a job reads differently (404).
import { Link } from 'react-router-dom';
import { Anchor, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { findCategory } from '../../../../shared/domain/constants';
import { formatDateUtc } from '../../../../shared/domain/dates';
import { jobSearchPath } from '../../../../shared/domain/job-search-url';
import type { ClosedJob } from '../../../../shared/domain/page-render';
import { FindJobsLink } from '../FindJobsLink';

export function ClosedJobNotice({ closed }: { closed: ClosedJob }) {
  const category = findCategory(closed.category);
  const city = closed.location.split(',')[0]!.trim();
  return (
    <Stack gap="md">
      <Title order={1}>This job has closed</Title>
      <Text>
        <strong>{closed.job_title}</strong> at {closed.company_name} ({closed.location}) stopped taking applications on{' '}
        <time dateTime={closed.closedAt}>{formatDateUtc(closed.closedAt)}</time>.
      </Text>
      {closed.similar.length > 0 ? (
        <section aria-labelledby="similar-jobs">
          <Title order={2} size="h3" id="similar-jobs" mb="xs">
            Open jobs like it
          </Title>
          <List spacing={6}>
            {closed.similar.map((job) => (
              <List.Item key={job._id}>
                <Anchor component={Link} to={`/apply/${encodeURIComponent(job._id)}`}>
                  {job.job_title}
                </Anchor>{' '}
                at {job.company_name}, {job.location}
              </List.Item>
            ))}
          </List>
        </section>
      ) : null}
      {category ? (
        <Anchor component={Link} to={jobSearchPath({ category: String(category.value) })} w="fit-content">
          {`All open ${category.label} jobs`}
        </Anchor>
      ) : null}
      <form method="get" action="/jobs" aria-label="Search jobs">
        <Group align="flex-end" gap="xs">
          <TextInput name="keywords" label="Job title or keywords" style={{ flex: '1 1 12rem' }} />
          <TextInput name="location" label="Location" defaultValue={city} style={{ flex: '1 1 10rem' }} />
          <Button type="submit">Search Jobs</Button>
        </Group>
      </form>
    </Stack>
  );
}

/** The page of a link that names no job (HTTP 404), or of a job that could not be loaded. */
export function JobNotFound({ message }: { message?: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{message ? 'This job could not be loaded' : 'Job not found'}</Title>
      <Text>{message ?? 'No job has this address. The link may be mistyped or cut short; the open jobs are all on Find Jobs.'}</Text>
      <Group gap="sm">
        <Button component={FindJobsLink}>Browse open jobs</Button>
      </Group>
    </Stack>
  );
}
