// Post a Job (spec sections 2, 5, 8): three sections validated with the shared schema.
import { Link } from 'react-router-dom';
import { Anchor, Container, Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver } from '../components/forms/schema-resolver';
import {
  CATEGORIES,
  JOB_TYPES,
  JobPostSchema,
  MESSAGES,
  POST_EXPERIENCE_OPTIONS,
  type JobPostInput,
} from '../../../shared/domain';
import type { FormText } from '../api/client';
import { postJob } from '../api/jobs';
import { PageMeta } from '../components/PageMeta';
import { HoneypotField } from '../components/forms/HoneypotField';
import { SubmitButton } from '../components/forms/SubmitButton';
import { selectOptions } from '../components/forms/select-options';
import { useApiForm } from '../components/forms/use-api-form';
import { isClearFlagOn } from '../state/local-flags';

type JobPostForm = FormText<JobPostInput>;

const EMPTY_JOB_POST: JobPostForm = {
  job_title: '',
  category: '',
  location: '',
  job_type: '',
  salary: '',
  experience: '',
  company_name: '',
  company_email: '',
  company_website: '',
  description: '',
  requirements: '',
  benefits: '',
};

const CATEGORY_OPTIONS = selectOptions(
  'Select a category',
  CATEGORIES.map((c) => ({ value: String(c.value), label: c.label })),
);

export default function PostJobPage() {
  const { form, formRef, submitting, onSubmit } = useApiForm({
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
          <Fieldset legend="Job Information">
            <Stack gap="sm">
              <TextInput label="Job title" withAsterisk placeholder="e.g. Senior React Developer" {...form.getInputProps('job_title')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NativeSelect label="Category" withAsterisk data={CATEGORY_OPTIONS} {...form.getInputProps('category')} />
                <TextInput label="Location" withAsterisk placeholder="e.g. Rajkot, Gujarat or Remote" {...form.getInputProps('location')} />
                <NativeSelect label="Job type" withAsterisk data={selectOptions('Select a job type', JOB_TYPES)} {...form.getInputProps('job_type')} />
                <NativeSelect
                  label="Experience"
                  withAsterisk
                  data={selectOptions('Select experience', POST_EXPERIENCE_OPTIONS)}
                  {...form.getInputProps('experience')}
                />
              </SimpleGrid>
              <TextInput label="Salary (optional)" placeholder="e.g. ₹6,00,000 - ₹9,00,000 a year" {...form.getInputProps('salary')} />
            </Stack>
          </Fieldset>

          <Fieldset legend="Company Information">
            <Stack gap="sm">
              <TextInput label="Company name" withAsterisk autoComplete="organization" {...form.getInputProps('company_name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Company email"
                  description="Applications are sent to this address. It is not displayed on the job page."
                  withAsterisk
                  type="email"
                  autoComplete="email"
                  {...form.getInputProps('company_email')}
                />
                <TextInput
                  label="Company website (optional)"
                  placeholder="https://example.com"
                  type="url"
                  autoComplete="url"
                  {...form.getInputProps('company_website')}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>

          <Fieldset legend="Job Details">
            <Stack gap="sm">
              <Textarea label="Job description" withAsterisk rows={6} {...form.getInputProps('description')} />
              <Textarea
                label="Requirements"
                description="Separate skills with commas, e.g. React, TypeScript, REST APIs"
                withAsterisk
                rows={4}
                {...form.getInputProps('requirements')}
              />
              <Textarea label="Benefits (optional)" rows={3} {...form.getInputProps('benefits')} />
            </Stack>
          </Fieldset>

          <HoneypotField />
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
