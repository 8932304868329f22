// The newest live jobs on the home page: real listings beside the spec's fixed sections, in the
// server's HTML (a light list, not the full job cards), with the Atom feed of the newest jobs.
import { useEffect, useState, type CSSProperties } from 'react';
import { AppLink } from '../AppLink';
import { Container, Group, Text, Title } from '../plain/mantine-look';
import { daysAgoLabel } from '../../../../shared/domain/dates';
import type { PublicJob } from '../../../../shared/domain/entities';
import { DEFAULT_JOB_QUERY, JOB_FEED_PATH } from '../../../../shared/domain/job-search-url';
import { HOME_JOBS } from '../../../../shared/domain/page-render';
import { useInitialData, useRenderNow } from '../../state/initial-data';
import { FindJobsLink } from '../FindJobsLink';
import { FeedLink } from '../jobs/FeedLink';
import classes from './Home.module.css';

// Mantine's Anchor (its classes, weight as a style) and Text as plain elements (plain/mantine-look.tsx).
const ANCHOR_CLASSES = 'mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root';
const SEMIBOLD = { fontWeight: 600 };
const MEDIUM = { fontWeight: 500 };
const DIMMED = { color: 'var(--mantine-color-dimmed)' };
const BASELINE = { '--group-align': 'baseline' } as CSSProperties;

export function NewestJobs() {
  const fromServer = useInitialData('home');
  const [jobs, setJobs] = useState<PublicJob[] | null>(fromServer?.jobs ?? null);
  const now = useRenderNow();

  // Reached inside the app, the page asks for the newest jobs itself. The API client loads only
  // then: a home page the server rendered has its jobs, and starts without that code.
  useEffect(() => {
    if (jobs) return;
    let active = true;
    void import('../../api/jobs')
      .then(({ fetchJobs }) => fetchJobs(DEFAULT_JOB_QUERY))
      .then(
        (result) => active && setJobs(result.status ? result.data.slice(0, HOME_JOBS) : []),
        () => active && setJobs([]),
      );
    return () => {
      active = false;
    };
  }, [jobs]);

  if (!jobs || jobs.length === 0) return null;
  return (
    <section aria-labelledby="newest-jobs-heading">
      <Container size="lg" py="xl">
        <Group justify="space-between" style={BASELINE}>
          <Title order={2} id="newest-jobs-heading">
            Newest jobs
          </Title>
          <FeedLink href={JOB_FEED_PATH}>Atom feed of new jobs</FeedLink>
        </Group>
        <ul className={classes.newestJobs}>
          {jobs.map((job) => (
            <li key={job._id} className={classes.newestJob}>
              <AppLink to={`/apply/${encodeURIComponent(job._id)}`} style={SEMIBOLD} className={ANCHOR_CLASSES} data-underline="hover">
                {job.job_title}
              </AppLink>
              <Text size="sm">{`${job.company_name} · ${job.location} · ${job.job_type}`}</Text>
              <Text size="xs" style={DIMMED}>
                {daysAgoLabel(job.date, now)}
              </Text>
            </li>
          ))}
        </ul>
        <FindJobsLink style={MEDIUM} className={`${ANCHOR_CLASSES} tap-target`} data-underline="hover">
          See all jobs
        </FindJobsLink>
      </Container>
    </section>
  );
}
