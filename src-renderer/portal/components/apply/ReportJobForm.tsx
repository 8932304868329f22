// The "Report this job" form: a reason from a short list and optional words; staff see the reports
// as a flag on the posting and can take it down. Loaded only when a visitor opens it (ReportJob.tsx).
import { NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../../../../shared/domain/self-service';
import { ReportFormSchema } from '../../../../shared/domain/self-service-forms';
import { reportJob } from '../../api/self-service';
import { FormAnswerMessage } from '../forms/FormAnswerMessage';
import { VisitorForm } from '../forms/VisitorForm';
import { useFormAnswer } from '../../state/initial-data';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { selectOptions } from '../forms/select-options';
import { namedInput, useApiForm } from '../forms/use-api-form';

export default function ReportJobForm({ jobId, onSent }: { jobId: string; onSent: () => void }) {
  const answer = useFormAnswer('report');
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'job/report',
    answer,
    initialValues: { reason: '', details: '' },
    validate: schemaResolver(ReportFormSchema, { sync: true }),
    send: (values, honeypot) => reportJob(jobId, values, honeypot),
    successMessage: (message) => message ?? 'Thank you.',
    failureMessage: 'Your report could not be sent. Please try again.',
    onSuccess: onSent,
  });
  return (
    <Paper withBorder p="md" component="section" id="report" aria-labelledby="report-title">
      <VisitorForm call="job/report" page={`/apply/${jobId}`} formRef={formRef} onSubmit={onSubmit} aria-labelledby="report-title">
        <Stack gap="sm">
          <Text fw={600} id="report-title">
            Report this job
          </Text>
          <FormAnswerMessage answer={answer} />
          <input type="hidden" name="jobId" value={jobId} />
          <Text size="sm">Tell our staff what is wrong. We look at every report; you will not hear back about it.</Text>
          <NativeSelect label="Reason" withAsterisk data={selectOptions('Choose a reason', REPORT_REASONS)} {...namedInput(form, 'reason')} />
          <Textarea label="What did you notice? (optional)" rows={3} maxLength={REPORT_DETAILS_MAX} {...namedInput(form, 'details')} />
          <SubmitButton submitting={submitting} label="Send report" color="red" variant="light" style={{ alignSelf: 'flex-start' }} />
        </Stack>
      </VisitorForm>
    </Paper>
  );
}
