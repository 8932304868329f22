import { Alert } from '@mantine/core';
import type { Feedback } from '../use-console';

/** The outcome of the last staff action; errors are announced at once, successes politely. */
export function FeedbackAlert({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  if (!feedback) return null;
  const success = feedback.tone === 'success';
  return (
    <Alert
      role={success ? 'status' : 'alert'}
      color={success ? 'green' : 'red'}
      title={success ? 'Done' : 'That did not work'}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {feedback.message}
    </Alert>
  );
}
