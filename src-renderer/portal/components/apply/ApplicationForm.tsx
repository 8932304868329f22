// The application form (spec sections 2, 5, 8): the shared schema plus the resume checks.
import { useEffect, useRef, type FormEvent } from 'react';
import { FileInput, NativeSelect, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { APPLY_EXPERIENCE_OPTIONS, MESSAGES, NOTICE_PERIODS } from '../../../../shared/domain/constants';
import type { ApplicationInput } from '../../../../shared/domain/schemas';
import type { PublicJob } from '../../../../shared/domain/entities';
import type { FormText } from '../../api/client';
import { submitApplication } from '../../api/resumes';
import { HoneypotField } from '../forms/HoneypotField';
import { lazyValidation, loadSchemaResolver } from '../forms/lazy-validation';
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

const validation = lazyValidation<ApplicationForm>(async () => {
  const [schemaResolver, { ApplicationSchema }] = await Promise.all([loadSchemaResolver(), import('../../../../shared/domain/schemas')]);
  return schemaResolver(ApplicationSchema, { sync: true });
});

function validate(values: ApplicationForm) {
  const problem = resumeFileProblem(values.cv);
  return { ...validation.validate(values), ...(problem ? { cv: problem } : {}) };
}

export function ApplicationForm({ job }: { job: PublicJob }) {
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'resume/add',
    initialValues: EMPTY_APPLICATION,
    validate,
    send: ({ cv, ...fields }, honeypot) => submitApplication(fields, cv as File, job, honeypot),
    successMessage: MESSAGES.applied,
    failureMessage: 'Your application could not be sent. Please try again.',
  });

  useEffect(() => {
    void validation.preload().catch(() => undefined);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => validation.submit(event, onSubmit);

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
