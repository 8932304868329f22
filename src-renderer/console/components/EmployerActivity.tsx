// What employers and visitors did that staff must weigh: the changes an employer sent (field by
// field, old and new), with approve / reject for a live posting's changes, and visitors' reports
// (a flag with the count and reasons) with take down / dismiss.
import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Table, Text, Textarea } from '@mantine/core';
import { JOB_FIELD_LABELS, REPORT_REASONS, type JobContent } from '../../../shared/domain';
import { asCallError, callConsole } from '../api';
import { formatDateTime } from '../format';
import type { Detail } from './PostingDetail';

export interface ActivityActions {
  actor: string | null;
  /** After a decision here: reload the queue and the detail. */
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

const reasonLabel = (value: string) => REPORT_REASONS.find((r) => r.value === value)?.label ?? value;

export function EmployerActivity({ detail, actions }: { detail: Detail; actions: ActivityActions }) {
  const { changes, reports, posting } = detail;
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function run(call: () => Promise<unknown>, done: string) {
    if (!actions.actor) return;
    setBusy(true);
    try {
      await call();
      setRejecting(false);
      setReason('');
      actions.onDone(done);
    } catch (caught) {
      const failure = asCallError(caught);
      if (failure.code === 'validation' && failure.fields.reason) setReasonError(failure.fields.reason);
      else actions.onError(failure.message);
    } finally {
      setBusy(false);
    }
  }
  const actor = actions.actor ?? '';
  const pendingLiveEdit = changes?.kind === 'live-edit' && changes.status === 'pending';

  return (
    <Stack gap="xs">
      {reports.count > 0 && (
        <Alert color="red" title={`Reported ${reports.count} ${reports.count === 1 ? 'time' : 'times'}`} p="xs" data-testid="reports-flag">
          <List size="sm">
            {reports.items.map((report, index) => (
              <List.Item key={index}>
                {reasonLabel(report.reason)} ({formatDateTime(report.created_at)}){report.details && `: “${report.details}”`}
              </List.Item>
            ))}
          </List>
          <Group gap={6} mt="xs">
            {posting.status === 'published' && (
              <Button size="xs" color="red" disabled={busy || !actions.actor} onClick={() => void run(() => callConsole('takeDownReported', { id: posting.id, actor }), `Took "${posting.job_title}" down.`)}>
                Take down
              </Button>
            )}
            <Button size="xs" variant="default" disabled={busy || !actions.actor} onClick={() => void run(() => callConsole('dismissReports', { id: posting.id, actor }), 'Reports dismissed.')}>
              Dismiss reports
            </Button>
          </Group>
        </Alert>
      )}
      {changes && (
        <Alert color="blue" p="xs" title={pendingLiveEdit ? `Changes to this live posting, due ${formatDateTime(changes.due_at)}` : 'Changed by the employer since the last decision'}>
          <Table fz="sm" withRowBorders={false} verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>{pendingLiveEdit ? 'Live now' : 'Before'}</Table.Th>
                <Table.Th>{pendingLiveEdit ? 'Employer’s change' : 'Now'}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(changes.changes).map(([field, change]) => (
                <Table.Tr key={field}>
                  <Table.Td>{JOB_FIELD_LABELS[field as keyof JobContent] ?? field}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{change.from || '(empty)'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{change.to || '(empty)'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {pendingLiveEdit && !rejecting && (
            <Group gap={6} mt="xs">
              <Button size="xs" color="green" disabled={busy || !actions.actor} onClick={() => void run(() => callConsole('approveChanges', { id: posting.id, actor, seen: changes.submitted_at }), 'Published the changes; the employer is emailed.')}>
                Approve changes
              </Button>
              <Button size="xs" color="red" variant="outline" disabled={busy || !actions.actor} onClick={() => setRejecting(true)}>
                Reject changes…
              </Button>
            </Group>
          )}
          {pendingLiveEdit && rejecting && (
            <Stack gap={4} mt="xs">
              <Textarea
                label="Why (mailed to the employer; the live version stays)"
                autosize
                minRows={2}
                value={reason}
                error={reasonError}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  setReasonError(null);
                }}
              />
              <Group gap={6}>
                <Button size="xs" color="red" disabled={busy} onClick={() => void run(() => callConsole('rejectChanges', { id: posting.id, actor, reason, seen: changes.submitted_at }), 'Rejected the changes; the employer is emailed why.')}>
                  Reject changes
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setRejecting(false)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          )}
          {!pendingLiveEdit && <Text size="xs">Sent {formatDateTime(changes.submitted_at)}.</Text>}
        </Alert>
      )}
    </Stack>
  );
}
