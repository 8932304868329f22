// The application form (spec sections 2, 5, 8): the shared schema plus the resume checks. A
// success leads to the outcome (what was sent to whom); it works without JavaScript too.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Columns } from '../layout/Columns';
import { Button, InputWrapper, NativeSelect, Stack, TextInput, Textarea, Title } from '../plain/mantine-look';
import { APPLY_EXPERIENCE_OPTIONS, MESSAGES, NOTICE_PERIODS } from '../../../../shared/domain/constants';
import type { ApplicationInput } from '../../../../shared/domain/schemas';
import type { PublicJob } from '../../../../shared/domain/entities';
import type { FormText } from '../../api/client';
import { submitApplication } from '../../api/resumes';
import type { ApplicationOutcome } from '../../../../shared/domain/form-outcomes';
import { useFormAnswer } from '../../state/initial-data';
import { FormAnswerMessage } from '../forms/FormAnswerMessage';
import { VisitorForm } from '../forms/VisitorForm';
import { ApplicationOutcomeView } from '../outcomes/ApplicationOutcome';
import classes from './Apply.module.css';
import { lazyValidation, loadSchemaResolver } from '../forms/lazy-validation';
import { selectOptions } from '../forms/select-options';
import { namedInput, useApiForm } from '../forms/use-api-form';
import { RESUME_ACCEPT, resumeFileProblem } from './resume-file';

const ALIGN_START = { alignSelf: 'flex-start' } as const;

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
  const answer = useFormAnswer('apply');
  const [outcome, setOutcome] = useState<ApplicationOutcome | null>(answer?.application ?? null);
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'resume/add',
    initialValues: EMPTY_APPLICATION,
    validate,
    send: ({ cv, ...fields }, honeypot) => submitApplication(fields, cv as File, job, honeypot),
    successMessage: MESSAGES.applied,
    failureMessage: 'Your application could not be sent. Please try again.',
    // The outcome page says it all; an answer without an outcome (an older server) gets the alert.
    successAlert: (result) => !result.application,
    answer,
    onSuccess: (result) => setOutcome((result.application as ApplicationOutcome | undefined) ?? null),
  });
  const fileId = useId();

  useEffect(() => {
    void validation.preload().catch(() => undefined);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => validation.submit(event, onSubmit);

  // A wrong type or size empties the picker (the input itself, as the spec says) and says why; a
  // good file clears the message. A native file input: it works before and without the scripts.
  function chooseFile(input: HTMLInputElement) {
    const file = input.files?.[0] ?? null;
    const problem = file ? resumeFileProblem(file) : null;
    if (problem) input.value = '';
    form.setFieldValue('cv', problem ? null : file);
    form.setFieldError('cv', problem);
  }

  if (outcome) return <ApplicationOutcomeView outcome={outcome} />;

  const fileError = form.errors.cv;
  return (
    <VisitorForm call="resume/add" page={`/apply/${job._id}`} formRef={formRef} id="application" onSubmit={submit} aria-labelledby="application-heading">
      <input type="hidden" name="jobId" value={job._id} />
      <Stack gap="sm">
        <Title order={2} size="h3" id="application-heading">
          Your Application
        </Title>
        <FormAnswerMessage answer={answer} />
        <Columns base={1} sm={2} gap="sm">
          <TextInput label="Full name" withAsterisk autoComplete="name" {...namedInput(form, 'user_name')} />
          <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...namedInput(form, 'email')} />
          <TextInput label="Phone" withAsterisk type="tel" autoComplete="tel" {...namedInput(form, 'phone')} />
          <TextInput label="Location" withAsterisk placeholder="City, state" {...namedInput(form, 'location')} />
          <NativeSelect
            label="Experience"
            withAsterisk
            data={selectOptions('Select your experience', APPLY_EXPERIENCE_OPTIONS)}
            {...namedInput(form, 'experience')}
          />
          <NativeSelect
            label="Notice period"
            withAsterisk
            data={selectOptions('Select notice period', NOTICE_PERIODS)}
            {...namedInput(form, 'notice_period')}
          />
          <TextInput label="Expected salary (optional)" {...namedInput(form, 'etc')} />
          <TextInput label="LinkedIn profile (optional)" type="url" placeholder="https://linkedin.com/in/…" {...namedInput(form, 'linkedinProfile')} />
          <TextInput label="Portfolio website (optional)" type="url" placeholder="https://…" {...namedInput(form, 'portfolioWebsite')} />
        </Columns>
        <InputWrapper label="Resume" description="PDF, DOC or DOCX, up to 2MB" withAsterisk error={fileError} id={fileId}>
          <input
            id={fileId}
            className={classes.fileInput}
            type="file"
            name="cv"
            accept={RESUME_ACCEPT}
            required
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-description ${fileId}-error` : `${fileId}-description`}
            onChange={(event) => chooseFile(event.currentTarget)}
          />
        </InputWrapper>
        <Textarea label="Cover letter" withAsterisk rows={6} {...namedInput(form, 'coverLetter')} />
        {/* Reads 'Please wait' while the form is sent, and stays focusable (as SubmitButton does). */}
        <Button type="submit" size="md" disabled={submitting} style={ALIGN_START}>
          {submitting ? 'Please wait' : 'Submit Application'}
        </Button>
      </Stack>
    </VisitorForm>
  );
}
