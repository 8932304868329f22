// Post a Job (spec sections 2, 5, 8): three sections validated with the shared schema.
import { Link } from 'react-router-dom';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { schemaResolver } from '../components/forms/schema-resolver';
import { JobPostSchema, MESSAGES } from '../../../shared/domain';
import { postJob } from '../api/jobs';
import { PageMeta } from '../components/PageMeta';
import { HoneypotField } from '../components/forms/HoneypotField';
import { EMPTY_JOB_POST, JobPostFields } from '../components/forms/JobPostFields';
import { SubmitButton } from '../components/forms/SubmitButton';
import { useApiForm } from '../components/forms/use-api-form';
import { isClearFlagOn } from '../state/local-flags';

export default function PostJobPage() {
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'job/addJob',
    initialValues: EMPTY_JOB_POST,
    validate: schemaResolver(JobPostSchema, { sync: true }),
    send: postJob,
    successMessage: MESSAGES.jobPosted,
    failureMessage: MESSAGES.jobPostError,
    keepValuesOnSuccess: isClearFlagOn,
  });

  return (
    <Container size="md" py="xl">
      <PageMeta title="Post a Job" description="Post a job for free. Every posting is reviewed and published within 24 hours." />
      <Title order={1}>Post a Job</Title>
      <Text mt="xs" mb="lg">
        Posting is free. A member of our team reviews every job and publishes it within 24 hours; it then stays
        active for 30 days. Applications are emailed to the company email you give below.
      </Text>

      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <JobPostFields form={form} />

          <HoneypotField />
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
      </form>
    </Container>
  );
}
