// Post a Job (spec sections 2, 5, 8): three sections validated with the shared schema. A success
// leads to the outcome page (what happens next, where the private link went); the form works
// without JavaScript too, the server answering with the same page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { schemaResolver } from '../components/forms/schema-resolver';
import { JobPostSchema, MESSAGES } from '../../../shared/domain';
import type { PostingOutcome } from '../../../shared/domain/form-outcomes';
import { postJob } from '../api/jobs';
import { PageMeta } from '../components/PageMeta';
import { FormAnswerMessage } from '../components/forms/FormAnswerMessage';
import { EMPTY_JOB_POST, JobPostFields } from '../components/forms/JobPostFields';
import { SubmitButton } from '../components/forms/SubmitButton';
import { VisitorForm } from '../components/forms/VisitorForm';
import { useApiForm } from '../components/forms/use-api-form';
import { PostingOutcomeView } from '../components/outcomes/PostingOutcome';
import { useFormAnswer } from '../state/initial-data';
import { isClearFlagOn } from '../state/local-flags';

export default function PostJobPage() {
  const answer = useFormAnswer('post-job');
  const [outcome, setOutcome] = useState<PostingOutcome | null>(answer?.posting ?? null);
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'job/addJob',
    initialValues: EMPTY_JOB_POST,
    validate: schemaResolver(JobPostSchema, { sync: true }),
    send: postJob,
    successMessage: MESSAGES.jobPosted,
    failureMessage: MESSAGES.jobPostError,
    keepValuesOnSuccess: isClearFlagOn,
    // The outcome page says it all; an answer without an outcome (an older server) gets the alert.
    successAlert: (result) => !result.posting,
    answer,
    onSuccess: (result) => setOutcome((result.posting as PostingOutcome | undefined) ?? null),
  });

  if (outcome) {
    return (
      <Container size="md" py="xl">
        <PageMeta title="Job Posted" description="Your job is waiting for review." noindex />
        <PostingOutcomeView
          outcome={outcome}
          another={
            answer ? (
              <Button component="a" href="/post-job">
                Post another job
              </Button>
            ) : (
              <Button onClick={() => setOutcome(null)}>Post another job</Button>
            )
          }
        />
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      <PageMeta title="Post a Job" description="Post a job for free. Every posting is reviewed and published within 24 hours." />
      <Title order={1}>Post a Job</Title>
      <Text mt="xs" mb="lg">
        Posting is free. A member of our team reviews every job and publishes it within 24 hours; it then stays
        active for 30 days. Applications are emailed to the company email you give below.
      </Text>

      <VisitorForm call="job/addJob" formRef={formRef} onSubmit={onSubmit}>
        <Stack gap="lg">
          <FormAnswerMessage answer={answer} />
          <JobPostFields form={form} />
          <Text size="sm">
            Already posted a job? Edit, close or renew it with the private link we emailed you, or{' '}
            <Anchor component={Link} to="/manage">
              get your links again
            </Anchor>
            .
          </Text>
          <Text size="sm">
            By posting a job you agree to our{' '}
            <Anchor component={Link} to="/terms">
              Terms and Conditions
            </Anchor>
            .
          </Text>
          <SubmitButton submitting={submitting} label="Post Job" size="md" style={{ alignSelf: 'flex-start' }} />
        </Stack>
      </VisitorForm>
    </Container>
  );
}
