import { useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Kbd, Modal, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LIMITS, RejectionSchema, type RejectionReason } from '../../../shared/domain';

export interface RejectTarget {
  /** "Android Developer at Everlane Apps", or "3 postings". */
  label: string;
  /** Who reads the reason. */
  recipients: string;
  /** What the employer learns besides the reason; a new posting's mail says how to send it again. */
  consequence?: string;
}

interface RejectDialogProps {
  target: RejectTarget | null;
  /** The standard reasons, loaded before the dialog opens so the first one takes the focus. */
  reasons: RejectionReason[];
  onClose: () => void;
  /** Rejects with the reason; resolves to a message to show, or null once done. */
  onSubmit: (reason: string) => Promise<string | null>;
}

const validateReason = schemaResolver(RejectionSchema, { sync: true });

/** The reason the employer reads: a standard one (keys 1 to 9), edited or written freely. */
export function RejectDialog({ target, reasons, onClose, onSubmit }: RejectDialogProps) {
  return (
    <Modal opened={target !== null} onClose={onClose} title="Reject" size="lg" centered>
      {target && <RejectForm target={target} reasons={reasons} onCancel={onClose} onSubmit={onSubmit} />}
    </Modal>
  );
}

function RejectForm({ target, reasons, onCancel, onSubmit }: Omit<RejectDialogProps, 'target' | 'onClose'> & { target: RejectTarget; onCancel: () => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: validateReason });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const text = useRef<HTMLTextAreaElement>(null);

  const pick = (index: number) => {
    const reason = reasons[index];
    if (!reason) return;
    form.setFieldValue('reason', reason.text);
    text.current?.focus();
  };
  const submit = form.onSubmit(async ({ reason }) => {
    setSubmitting(true);
    setProblem(await onSubmit(reason).finally(() => setSubmitting(false)));
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (/^[1-9]$/.test(event.key) && !(event.target instanceof HTMLTextAreaElement)) {
      event.preventDefault();
      pick(Number(event.key) - 1);
    }
  };

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <strong>{target.label}</strong>. The reason is emailed to {target.recipients}, {target.consequence ?? 'with how to correct the posting and send it again'}.
        </Text>
        <div role="group" aria-label="Standard reasons">
          <Stack gap={2}>
            {reasons.slice(0, 9).map((reason, index) => (
              <UnstyledButton
                key={reason.id}
                onClick={() => pick(index)}
                data-autofocus={index === 0 ? true : undefined}
                px="xs"
                py={4}
                style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Group gap="xs" wrap="nowrap">
                  <Kbd size="xs">{index + 1}</Kbd>
                  <Text size="sm">{reason.title}</Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </div>
        <Textarea
          ref={text}
          label="Reason for the employer"
          description="Pick a standard reason above and adjust it, or write your own."
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={LIMITS.reason}
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
          <Button type="submit" color="red" loading={submitting} rightSection={<Kbd size="xs">Ctrl+Enter</Kbd>}>
            Reject and notify employer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
