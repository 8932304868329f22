// The job post form's three sections (spec section 2), shared by Post a Job and the employer's
// private page, so both send exactly the same fields under the same schema.
import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CATEGORIES, JOB_TYPES, POST_EXPERIENCE_OPTIONS } from '../../../../shared/domain/constants';
import type { JobPostInput } from '../../../../shared/domain/schemas';
import type { FormText } from '../../api/client';
import { selectOptions } from './select-options';

export type JobPostForm = FormText<JobPostInput>;

export const EMPTY_JOB_POST: JobPostForm = {
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

export function JobPostFields({ form }: { form: UseFormReturnType<JobPostForm> }) {
  return (
    <>
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
    </>
  );
}
