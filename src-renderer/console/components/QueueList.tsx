import { useEffect, useRef } from 'react';
import { Checkbox, Group, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { isOverdue } from '../../../shared/domain';
import type { PostingSummary } from '../../../shared/ipc/contract';
import { URGENT_WITHIN_MS, formatDuration } from '../format';

const ROW_HEIGHT = 66;

interface QueueListProps {
  postings: PostingSummary[];
  now: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
  checked: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/** The queue as a virtual list: only the rows in view are in the page, so 5,000 stay smooth. */
export function QueueList({ postings, now, selectedId, onSelect, checked, onToggle }: QueueListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: postings.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const selectedIndex = postings.findIndex((p) => p.id === selectedId);

  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  return (
    <div
      ref={scroller}
      role="listbox"
      aria-label="Postings"
      aria-multiselectable="false"
      aria-activedescendant={selectedId !== null && selectedIndex >= 0 ? `queue-${selectedId}` : undefined}
      tabIndex={0}
      data-queue-list
      style={{ height: '100%', overflowY: 'auto', position: 'relative' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const posting = postings[item.index]!;
          const selected = posting.id === selectedId;
          return (
            <div
              key={posting.id}
              id={`queue-${posting.id}`}
              role="option"
              aria-selected={selected}
              aria-label={posting.job_title}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
                borderBottom: '1px solid var(--mantine-color-gray-3)',
                background: selected ? 'var(--mantine-color-blue-light)' : undefined,
                borderLeft: selected ? '4px solid var(--mantine-color-blue-6)' : '4px solid transparent',
              }}
            >
              <Group gap={6} wrap="nowrap" h="100%" px={6} align="center">
                <Checkbox
                  size="xs"
                  aria-label={`Select ${posting.job_title} for a bulk action`}
                  checked={checked.has(posting.id)}
                  onChange={() => onToggle(posting.id)}
                  tabIndex={-1}
                />
                <UnstyledButton onClick={() => onSelect(posting.id)} tabIndex={-1} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {posting.job_title}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {posting.company_name} · {posting.location}
                  </Text>
                  <Deadline posting={posting} now={now} />
                </UnstyledButton>
              </Group>
            </div>
          );
        })}
      </div>
    </div>
  );
}

function Deadline({ posting, now }: { posting: PostingSummary; now: number }) {
  if (posting.open_reports > 0 && posting.changes_due_at === null) {
    return (
      <Text size="xs" c="red.8" fw={700}>
        #{posting.id} · reported {posting.open_reports}×
      </Text>
    );
  }
  if (posting.status !== 'pending' && posting.changes_due_at === null) {
    return (
      <Text size="xs" c="dimmed">
        #{posting.id} · {posting.status}
      </Text>
    );
  }
  if (isOverdue(posting.due_at, now)) {
    return (
      <Text size="xs" c="red.8" fw={700}>
        Overdue by {formatDuration(now - posting.due_at)}
      </Text>
    );
  }
  const left = posting.due_at - now;
  return (
    <Text size="xs" c={left <= URGENT_WITHIN_MS ? 'orange.9' : 'dimmed'} fw={left <= URGENT_WITHIN_MS ? 700 : undefined}>
      {posting.changes_due_at !== null ? 'Changes due' : 'Due'} in {formatDuration(left)}
    </Text>
  );
}
