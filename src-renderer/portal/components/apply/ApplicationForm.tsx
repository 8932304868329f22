// The application form (spec sections 2, 5, 8): the shared schema plus the resume checks.
import { useEffect, useRef, type FormEvent } from 'react';
import { FileInput, NativeSelect, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconFileText } from '@tabler/icons-react';
import { APPLY_EXPERIENCE_OPTIONS, MESSAGES, NOTICE_PERIODS } from '../../../../shared/domain/constants';
import type { ApplicationInput } from '../../../../shared/domain/schemas';
import type { PublicJob } from '../../../../shared/domain/entities';
import type { FormText } from '../../api/client';
import { submitApplication } from '../../api/resumes';
import { HoneypotField } from '../forms/HoneypotField';
import { SubmitButton } from '../forms/SubmitButton';
import { selectOptions } from '../forms/select-options';
import { useApiForm } from '../forms/use-api-form';
import { RESUME_ACCEPT, resumeFileProblem } from './resume-file';

type ApplicationForm = FormText<ApplicationInput> & { cv: File | null };

const EMPTY_APPLICATION: ApplicationForm = {
  user_name: '',
  email: '',
  phone: '',
  location: '',
  experience: '',
  etc: '',
  coverLetter: '',
  notice_period: '',
  linkedinProfile: '',
  portfolioWebsite: '',
  cv: null,
};

// The shared schema (and zod with it) loads once the job page is interactive, not before: it is
// the heaviest code on the page and nothing needs it until the form is sent. A submit that comes
// first waits for it.
let validateFields: ((values: ApplicationForm) => FormErrors) | null = null;
let loadingValidation: Promise<void> | null = null;

function loadValidation(): Promise<void> {
  loadingValidation ??= Promise.all([import('../forms/schema-resolver'), import('../../../../shared/domain/schemas')]).then(
    ([{ schemaResolver }, { ApplicationSchema }]) => {
      validateFields = schemaResolver(ApplicationSchema, { sync: true });
    },
    (error: unknown) => {
      loadingValidation = null; // the next submit tries again
      throw error;
    },
  );
  return loadingValidation;
}

function validate(values: ApplicationForm) {
  const problem = resumeFileProblem(values.cv);
  return { ...validateFields?.(values), ...(problem ? { cv: problem } : {}) };
}

export function ApplicationForm({ job }: { job: PublicJob }) {
  const { form, formRef, submitting, onSubmit } = useApiForm({
    initialValues: EMPTY_APPLICATION,
    validate,
    send: ({ cv, ...fields }, honeypot) => submitApplication(fields, cv as File, job, honeypot),
    successMessage: MESSAGES.applied,
    failureMessage: 'Your application could not be sent. Please try again.',
  });

  useEffect(() => {
    void loadValidation().catch(() => undefined);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (validateFields) return onSubmit(event);
    event.preventDefault();
    const formElement = event.currentTarget;
    void loadValidation().then(
      () => formElement.requestSubmit(),
      () => onSubmit(event), // without the schema the server's checks still answer
    );
  }

  // A wrong type or size empties the picker (the input itself too, as the spec says) and says why;
  // a good file clears the message.
  const resetPicker = useRef<() => void>(null);
  function chooseFile(file: File | null) {
    const problem = file ? resumeFileProblem(file) : null;
    if (problem) resetPicker.current?.();
    form.setFieldValue('cv', problem ? null : file);
    form.setFieldError('cv', problem);
  }

  return (
    <form ref={formRef} id="application" onSubmit={submit} noValidate aria-labelledby="application-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="application-heading">
          Your Application
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full name" withAsterisk autoComplete="name" {...form.getInputProps('user_name')} />
          <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" withAsterisk type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput label="Location" withAsterisk placeholder="City, state" {...form.getInputProps('location')} />
          <NativeSelect
            label="Experience"
            withAsterisk
            data={selectOptions('Select your experience', APPLY_EXPERIENCE_OPTIONS)}
            {...form.getInputProps('experience')}
          />
          <NativeSelect
            label="Notice period"
            withAsterisk
            data={selectOptions('Select notice period', NOTICE_PERIODS)}
            {...form.getInputProps('notice_period')}
          />
          <TextInput label="Expected salary (optional)" {...form.getInputProps('etc')} />
          <TextInput label="LinkedIn profile (optional)" type="url" placeholder="https://linkedin.com/in/…" {...form.getInputProps('linkedinProfile')} />
          <TextInput label="Portfolio website (optional)" type="url" placeholder="https://…" {...form.getInputProps('portfolioWebsite')} />
        </SimpleGrid>
        <FileInput
          label="Resume"
          description="PDF, DOC or DOCX, up to 2MB"
          placeholder="Choose a file"
          withAsterisk
          accept={RESUME_ACCEPT}
          clearable
          leftSection={<IconFileText size={18} aria-hidden />}
          value={form.values.cv}
          onChange={chooseFile}
          resetRef={resetPicker}
          error={form.errors.cv}
          name="cv"
        />
        <Textarea label="Cover letter" withAsterisk rows={6} {...form.getInputProps('coverLetter')} />
        <HoneypotField />
        <SubmitButton submitting={submitting} label="Submit Application" size="md" style={{ alignSelf: 'flex-start' }} />
      </Stack>
    </form>
  );
}
