// The employer's posting in words: waiting for review (due by when), live (days left), not
// published (the reason), closed, expired or taken down; and what is waiting on staff.
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DAY_MS } from '../../../../shared/domain/constants';
import { utcMinute } from '../../../../shared/domain/review-rules';
import type { ManageView, PostingState } from '../../../../shared/domain/self-service';

const BADGES: Record<PostingState, { label: string; color: string }> = {
  pending: { label: 'Waiting for review', color: 'yellow' },
  live: { label: 'Live', color: 'green' },
  rejected: { label: 'Not published', color: 'red' },
  closed: { label: 'Closed', color: 'gray' },
  expired: { label: 'Expired', color: 'gray' },
  'taken-down': { label: 'Taken down', color: 'red' },
};

function statusLine(view: ManageView): string {
  const daysLeft = view.expiresAt === null ? 0 : Math.max(1, Math.round((view.expiresAt - view.now) / DAY_MS));
  switch (view.state) {
    case 'pending':
      return `Waiting for review: our staff review it by ${utcMinute(view.dueAt ?? view.now)}.`;
    case 'live':
      return `Live: ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left, until ${utcMinute(view.expiresAt ?? view.now)}.`;
    case 'rejected':
      return 'Not published. Correct it as the reason says and send it again below.';
    case 'closed':
      return `Closed on ${utcMinute(view.endedAt ?? view.now)}. It is off the site and takes no applications.`;
    case 'expired':
      return `Expired on ${utcMinute(view.expiresAt ?? view.endedAt ?? view.now)}: its 30 days ended.`;
    case 'taken-down':
      return `Taken down by our staff on ${utcMinute(view.endedAt ?? view.now)}. Write to us if you think this is a mistake.`;
  }
}

export function PostingStatus({ view }: { view: ManageView }) {
  const badge = BADGES[view.state];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="posting-status-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="posting-status-title">
            Status
          </Title>
          <Badge color={badge.color} variant="light" c="dark.8" size="lg" tt="none">
            {badge.label}
          </Badge>
        </Group>
        <Text data-testid="posting-status">{statusLine(view)}</Text>
        {view.rejectionReason ? (
          <Alert color="red" title="Why it was not published" p="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {view.rejectionReason}
            </Text>
          </Alert>
        ) : null}
        {view.pendingChanges ? (
          <Alert color="blue" title="Your changes are waiting for review" p="sm">
            <Text size="sm">
              Changed: {view.pendingChanges.fields.join(', ')}. They go live once our staff approve them, by {utcMinute(view.pendingChanges.dueAt)}; until
              then the posting stays as it was.
            </Text>
          </Alert>
        ) : null}
        {view.changesRejected ? (
          <Alert color="orange" title="Your last changes were not published" p="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {view.changesRejected.reason}
            </Text>
          </Alert>
        ) : null}
        <Text size="sm" data-testid="application-count">
          {view.applications === 0
            ? 'No applications yet.'
            : `${view.applications} ${view.applications === 1 ? 'application has' : 'applications have'} arrived. Each one went to ${view.job.company_email} by email, with the resume.`}
        </Text>
      </Stack>
    </Paper>
  );
}
