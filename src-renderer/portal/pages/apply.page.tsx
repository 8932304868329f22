// Apply (spec section 2): the job from the server's page, from the store, or fetched by id when
// reached inside the app without it. A job that is not open answers 404 (410 once it had been
// live) with noindex, and the page has no JobPosting data then.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '../components/plain/BackLink';
import { Button } from '@mantine/core';
import { ButtonInner, buttonLook, Container, Stack, Title } from '../components/plain/mantine-look';
import columns from '../components/layout/Columns.module.css';
import { Columns } from '../components/layout/Columns';
import { IconArrowDown } from '@tabler/icons-react';
import type { PublicJob } from '../../../shared/domain/entities';
import { fetchJobDetails } from '../api/jobs';
import { useAppConfig } from '../app-config';
import { PageLoader } from '../components/PageLoader';
import { PageMeta } from '../components/PageMeta';
import { ApplicationForm } from '../components/apply/ApplicationForm';
import { ClosedJobNotice, JobNotFound } from '../components/apply/ClosedJob';
import type { ClosedJob } from '../../../shared/domain/page-render';
import { JobSummary } from '../components/apply/JobSummary';
import { PromoCard } from '../components/apply/PromoCard';
import { ReportJob } from '../components/apply/ReportJob';
import { TipsBox } from '../components/apply/TipsBox';
import { JsonLd } from '../seo/JsonLd';
import { jobPostingLd } from '../seo/job-posting';
import { useAppActions, useAppState } from '../state/app-store';
import { useInitialData } from '../state/initial-data';
import { isClearFlagOn } from '../state/local-flags';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; job: PublicJob }
  /** `notFound`: there is no such open job (`gone`: it was open once); otherwise the call itself failed. */
  | { status: 'missing'; notFound: boolean; gone: boolean; closed?: ClosedJob; message: string };

function useJobToApplyFor(jobId: string): LoadState {
  const { jobDetails } = useAppState();
  const { setJobDetails } = useAppActions();
  const fromServer = useInitialData('job');
  const serverSaysMissing = fromServer && fromServer.jobId === jobId && !fromServer.job;
  const known = jobDetails && jobDetails._id === jobId ? jobDetails : null;
  const [failure, setFailure] = useState<{ jobId: string; notFound: boolean; message: string } | null>(null);

  useEffect(() => {
    if (known || serverSaysMissing) return;
    let active = true;
    void fetchJobDetails(jobId).then((result) => {
      if (!active) return;
      if (result.status) setJobDetails(result.data);
      else setFailure({ jobId, notFound: result.rejected, message: result.message });
    });
    return () => {
      active = false;
    };
  }, [jobId, known, serverSaysMissing, setJobDetails]);

  if (known) return { status: 'ready', job: known };
  if (serverSaysMissing) return { status: 'missing', notFound: true, gone: fromServer.gone, closed: fromServer.closed, message: '' };
  if (failure && failure.jobId === jobId) return { status: 'missing', notFound: failure.notFound, gone: false, message: failure.message };
  return { status: 'loading' };
}

const PHONE_JUMP_LOOK = buttonLook({ variant: 'light', hiddenFrom: 'md', withLeftSection: true });

function BackToJobs() {
  return <BackLink to="/jobs">Back to Jobs</BackLink>;
}

/** Read after hydrating: localStorage is not there on the server. */
function useClearFlag(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(isClearFlagOn()), []);
  return on;
}

export default function ApplyPage() {
  const { jobId = '' } = useParams();
  const state = useJobToApplyFor(jobId);
  const showPromo = useClearFlag();
  const { siteUrl } = useAppConfig();

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
        <PageMeta
          title={state.closed ? 'Job Closed' : state.notFound ? 'Job Not Found' : 'Job Unavailable'}
          description="This job is not open for applications."
          status={state.gone ? 410 : 404}
          noindex
        />
        <Stack gap="md">
          <BackToJobs />
          {state.closed ? <ClosedJobNotice closed={state.closed} /> : <JobNotFound message={state.notFound ? undefined : state.message} />}
          {state.notFound ? null : (
            <Button variant="default" onClick={() => location.reload()} w="fit-content">
              Try again
            </Button>
          )}
        </Stack>
      </Container>
    );
  }

  const { job } = state;
  return (
    <Container size="lg" className={columns.pagePadding}>
      <PageMeta
        title={`Apply: ${job.job_title} at ${job.company_name}`}
        description={`${job.job_title} at ${job.company_name}, ${job.location} (${job.job_type}). ${job.description}`.slice(0, 300)}
        canonicalPath={`/apply/${encodeURIComponent(job._id)}`}
      />
      <JsonLd data={jobPostingLd(job, siteUrl)} />
      <Stack gap="sm">
        <BackToJobs />
        <Title order={1}>{`Apply for ${job.job_title}`}</Title>
        {/* On a phone the form is below the whole job: one tap takes you there. */}
        <a href="#application" {...PHONE_JUMP_LOOK}>
          <ButtonInner leftSection={<IconArrowDown size={18} aria-hidden />}>Go to the application form</ButtonInner>
        </a>
        <Columns base={1} md="7fr 5fr" gap="xl">
          <div>
            <Stack gap="lg">
              <JobSummary job={job} />
              <ApplicationForm job={job} />
            </Stack>
          </div>
          <div>
            <Stack gap="lg">
              <TipsBox />
              {showPromo ? <PromoCard job={job} /> : null}
              <ReportJob jobId={job._id} />
            </Stack>
          </div>
        </Columns>
      </Stack>
    </Container>
  );
}
