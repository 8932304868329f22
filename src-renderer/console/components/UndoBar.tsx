import { useEffect, useState } from 'react';
import { Alert, Button, Group, Kbd, Text } from '@mantine/core';
import { UNDO_WINDOW_MS } from '../../../shared/domain';

export interface LastDecision {
  /** The decisions an undo takes back. */
  ids: number[];
  message: string;
  /** When the console heard of it (its own clock: only the countdown depends on it). */
  shownAt: number;
}

/** What was just decided, with an Undo button while the undo window is open. */
export function UndoBar({ last, busy, onUndo, onDismiss }: { last: LastDecision; busy: boolean; onUndo: () => void; onDismiss: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((last.shownAt + UNDO_WINDOW_MS - now) / 1000));
  return (
    <Alert role="status" color="green" p="xs" withCloseButton closeButtonLabel="Dismiss" onClose={onDismiss}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{last.message}</Text>
        {left > 0 && (
          <Button size="compact-sm" variant="white" color="dark" loading={busy} onClick={onUndo} rightSection={<Kbd size="xs">U</Kbd>}>
            Undo ({left} s)
          </Button>
        )}
      </Group>
    </Alert>
  );
}
