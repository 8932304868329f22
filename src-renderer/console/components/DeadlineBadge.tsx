import { Badge } from '@mantine/core';
import { URGENT_WITHIN_MS, formatDuration } from '../format';

/** The 24-hour review promise for one pending posting: overdue, urgent, or time left. */
export function DeadlineBadge({ dueAt, overdue, now }: { dueAt: number; overdue: boolean; now: number }) {
  if (overdue) {
    return (
      <Badge color="red" variant="filled" size="md" tt="none">
        Overdue by {formatDuration(now - dueAt)}
      </Badge>
    );
  }
  const left = dueAt - now;
  return (
    <Badge color={left <= URGENT_WITHIN_MS ? 'orange' : 'gray'} variant="light" size="md" tt="none">
      Due in {formatDuration(left)}
    </Badge>
  );
}
