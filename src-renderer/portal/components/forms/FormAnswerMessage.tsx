// The server's answer to a form sent without JavaScript, shown above the form: what was refused
// and why, or the thanks. With scripts running, the same messages appear in the alert banner.
import { Alert } from '@mantine/core';
import type { FormAnswer } from '../../../../shared/domain/form-outcomes';

export function FormAnswerMessage({ answer }: { answer: FormAnswer | null }) {
  if (!answer) return null;
  return (
    <Alert color={answer.ok ? 'green' : 'blue'} role={answer.ok ? 'status' : 'alert'} title={answer.ok ? 'Sent' : 'Not sent yet'}>
      {answer.message}
    </Alert>
  );
}
