// Apply (spec section 2): the job from the store, or fetched by id when opened directly.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { PublicJob } from '../../../shared/domain';
import { fetchJobDetails } from '../api/jobs';
import { PageLoader } from '../components/PageLoader';
import { PageMeta } from '../components/PageMeta';
import { FindJobsLink } from '../components/FindJobsLink';
import { ApplicationForm } from '../components/apply/ApplicationForm';
import { JobSummary } from '../components/apply/JobSummary';
import { PromoCard } from '../components/apply/PromoCard';
import { TipsBox } from '../components/apply/TipsBox';
import { useAppActions, useAppState } from '../state/app-store';
import { isClearFlagOn } from '../state/local-flags';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; job: PublicJob }
  /** `notFound`: the server says there is no such open job; otherwise the call itself failed. */
  | { status: 'missing'; notFound: boolean; message: string };

function useJobToApplyFor(jobId: string): LoadState {
  const { jobDetails } = useAppState();
  const { setJobDetails } = useAppActions();
  const known = jobDetails && jobDetails._id === jobId ? jobDetails : null;
  const [failure, setFailure] = useState<{ jobId: string; notFound: boolean; message: string } | null>(null);

  useEffect(() => {
    if (known) return;
    let active = true;
    void fetchJobDetails(jobId).then((result) => {
      if (!active) return;
      if (result.status) setJobDetails(result.data);
      else setFailure({ jobId, notFound: result.rejected, message: result.message });
    });
    return () => {
      active = false;
    };
  }, [jobId, known, setJobDetails]);

  if (known) return { status: 'ready', job: known };
  if (failure && failure.jobId === jobId) return { status: 'missing', notFound: failure.notFound, message: failure.message };
  return { status: 'loading' };
}

function BackToJobs() {
  return (
    <Anchor component={Link} to="/jobs" fw={500} w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to Jobs
      </Group>
    </Anchor>
  );
}

export default function ApplyPage() {
  const { jobId = '' } = useParams();
  const state = useJobToApplyFor(jobId);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [jobId]);

  if (state.status === 'loading') {
    return (
      <Container size="lg" py="xl">
        <PageMeta title="Apply" />
        <BackToJobs />
        <PageLoader label="Loading the job..." />
      </Container>
    );
  }

  if (state.status === 'missing') {
    return (
      <Container size="sm" py="xl">
        <PageMeta title={state.notFound ? 'Job Not Found' : 'Job Unavailable'} />
        <Stack gap="md">
          <BackToJobs />
          <Title order={1}>{state.notFound ? 'Job not found' : 'This job could not be loaded'}</Title>
          <Text>
            {state.notFound
              ? 'This job is not open for applications: it may have expired or been removed, or the link may be wrong.'
              : state.message}
          </Text>
          <Group gap="sm">
            <Button component={FindJobsLink}>Browse open jobs</Button>
            {state.notFound ? null : (
              <Button variant="default" onClick={() => location.reload()}>
                Try again
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    );
  }

  const { job } = state;
  return (
    <Container size="lg" py="xl">
      <PageMeta title={`Apply: ${job.job_title} at ${job.company_name}`} />
      <Stack gap="md">
        <BackToJobs />
        <Title order={1}>{`Apply for ${job.job_title}`}</Title>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <JobSummary job={job} />
              <ApplicationForm job={job} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <TipsBox />
              {isClearFlagOn() ? <PromoCard job={job} /> : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
