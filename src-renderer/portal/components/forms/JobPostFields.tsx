// The job post form's three sections (spec section 2), shared by Post a Job and the employer's
// private page, so both send exactly the same fields under the same schema.
import { Fieldset, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { Columns } from '../layout/Columns';
import type { UseFormReturnType } from '@mantine/form';
import { CATEGORIES, JOB_TYPES, POST_EXPERIENCE_OPTIONS } from '../../../../shared/domain/constants';
import type { JobPostInput } from '../../../../shared/domain/schemas';
import type { FormText } from '../../api/client';
import { selectOptions } from './select-options';
import { namedInput } from './use-api-form';

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
            <TextInput label="Job title" withAsterisk placeholder="e.g. Senior React Developer" {...namedInput(form, 'job_title')} />
            <Columns base={1} sm={2} gap="sm">
              <NativeSelect label="Category" withAsterisk data={CATEGORY_OPTIONS} {...namedInput(form, 'category')} />
              <TextInput label="Location" withAsterisk placeholder="e.g. Rajkot, Gujarat or Remote" {...namedInput(form, 'location')} />
              <NativeSelect label="Job type" withAsterisk data={selectOptions('Select a job type', JOB_TYPES)} {...namedInput(form, 'job_type')} />
              <NativeSelect
                label="Experience"
                withAsterisk
                data={selectOptions('Select experience', POST_EXPERIENCE_OPTIONS)}
                {...namedInput(form, 'experience')}
              />
            </Columns>
            <TextInput label="Salary (optional)" placeholder="e.g. ₹6,00,000 - ₹9,00,000 a year" {...namedInput(form, 'salary')} />
          </Stack>
        </Fieldset>

        <Fieldset legend="Company Information">
          <Stack gap="sm">
            <TextInput label="Company name" withAsterisk autoComplete="organization" {...namedInput(form, 'company_name')} />
            <Columns base={1} sm={2} gap="sm">
              <TextInput
                label="Company email"
                description="Applications are sent to this address. It is not displayed on the job page."
                withAsterisk
                type="email"
                autoComplete="email"
                {...namedInput(form, 'company_email')}
              />
              <TextInput
                label="Company website (optional)"
                placeholder="https://example.com"
                type="url"
                autoComplete="url"
                {...namedInput(form, 'company_website')}
              />
            </Columns>
          </Stack>
        </Fieldset>

        <Fieldset legend="Job Details">
          <Stack gap="sm">
            <Textarea label="Job description" withAsterisk rows={6} {...namedInput(form, 'description')} />
            <Textarea
              label="Requirements"
              description="Separate skills with commas, e.g. React, TypeScript, REST APIs"
              withAsterisk
              rows={4}
              {...namedInput(form, 'requirements')}
            />
            <Textarea label="Benefits (optional)" rows={3} {...namedInput(form, 'benefits')} />
          </Stack>
        </Fieldset>
    </>
  );
}
