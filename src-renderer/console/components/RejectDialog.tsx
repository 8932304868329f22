import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LIMITS, RejectionSchema } from '../../../shared/domain';
import type { Posting } from '../../../shared/ipc/contract';
import { asCallError, callConsole } from '../api';

type Outcome = { ok: true; posting: Posting } | { ok: false; message: string };

interface RejectDialogProps {
  posting: Posting | null;
  onClose: () => void;
  /** Called once the posting is rejected, or when rejecting failed for a reason other than the text. */
  onFinished: (outcome: Outcome) => void;
}

const validateReason = schemaResolver(RejectionSchema, { sync: true });

/** Asks for the reason the employer will read, then rejects the posting. */
export function RejectDialog({ posting, onClose, onFinished }: RejectDialogProps) {
  return (
    <Modal opened={posting !== null} onClose={onClose} title="Reject posting" size="lg" centered>
      {/* Keyed by posting, so every posting starts with an empty form. */}
      {posting && <RejectForm key={posting.id} posting={posting} onCancel={onClose} onFinished={onFinished} />}
    </Modal>
  );
}

function RejectForm({ posting, onCancel, onFinished }: { posting: Posting; onCancel: () => void; onFinished: (o: Outcome) => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: validateReason });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ reason }) => {
    setSubmitting(true);
    setProblem(null);
    try {
      onFinished({ ok: true, posting: await callConsole('rejectPosting', { id: posting.id, reason }) });
    } catch (error) {
      const failure = asCallError(error);
      if (failure.fields.reason) form.setFieldError('reason', failure.fields.reason);
      // A conflict or a missing posting ends the dialog; anything else may be worth a retry.
      else if (failure.code === 'conflict' || failure.code === 'not_found') onFinished({ ok: false, message: failure.message });
      else setProblem(failure.message);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          <strong>{posting.job_title}</strong> at {posting.company_name}. The reason is emailed to {posting.company_email}, so
          write it for the employer: what to change before posting again.
        </Text>
        <Textarea
          label="Reason for the employer"
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={LIMITS.reason}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {problem && (
          <Alert role="alert" color="red">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={submitting}>
            Reject and notify employer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
