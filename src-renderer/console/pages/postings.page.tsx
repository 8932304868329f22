import { useState } from 'react';
import { Badge, Button, EmptyState, Group, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { JobStatus } from '../../../shared/domain';
import type { Posting } from '../../../shared/ipc/contract';
import { callConsole } from '../api';
import { FeedbackAlert } from '../components/FeedbackAlert';
import { PostingCard } from '../components/PostingCard';
import { QueryStatus } from '../components/QueryStatus';
import { useActions, useConsoleQuery } from '../use-console';

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<JobStatus, string> = { published: 'Published', pending: 'Pending', rejected: 'Rejected', expired: 'Expired' };
const STATUS_COLORS: Record<JobStatus, string> = { published: 'green', pending: 'yellow', rejected: 'red', expired: 'gray' };
const STATUS_ORDER: JobStatus[] = ['published', 'pending', 'rejected', 'expired'];

/** Every posting by state, most recently changed first; published ones can be taken down early. */
export function PostingsPage({ onChanged }: { onChanged: () => void }) {
  const [status, setStatus] = useState<JobStatus>('published');
  const [page, setPage] = useState(1);
  const list = useConsoleQuery('listPostings', { status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const actions = useActions(() => {
    list.reload();
    onChanged();
  });
  const [confirming, setConfirming] = useState<number | null>(null);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  const expire = (posting: Posting) =>
    void actions
      .run(
        `expire-${posting.id}`,
        () => callConsole('expirePosting', { id: posting.id }),
        (job) => `Expired "${job.job_title}". It no longer appears on the site.`,
      )
      .then(() => setConfirming(null));

  return (
    <Stack>
      <Title order={2}>Postings</Title>
      <SegmentedControl
        aria-label="Show postings that are"
        value={status}
        onChange={(value) => {
          setStatus(value as JobStatus);
          setPage(1);
          setConfirming(null);
        }}
        data={STATUS_ORDER.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <FeedbackAlert feedback={actions.feedback} onClose={actions.clearFeedback} />
      <QueryStatus query={list} what="postings" />
      {list.data && (
        <Text c="dimmed">
          {list.data.total} {STATUS_LABELS[list.data.status].toLowerCase()} {list.data.total === 1 ? 'posting' : 'postings'}
        </Text>
      )}
      {list.data && list.data.postings.length === 0 && <EmptyState title={`No ${STATUS_LABELS[status].toLowerCase()} postings`} />}
      {list.data?.postings.map((posting) => (
        <PostingCard
          key={posting.id}
          posting={posting}
          badges={<Badge color={STATUS_COLORS[posting.status]}>{STATUS_LABELS[posting.status]}</Badge>}
          actions={
            posting.status !== 'published' ? undefined : confirming === posting.id ? (
              <Group gap="sm">
                <Text size="sm">Take it off the site now, before its 30 days are up?</Text>
                <Button color="red" loading={actions.busy === `expire-${posting.id}`} onClick={() => expire(posting)}>
                  Yes, expire it
                </Button>
                <Button variant="default" onClick={() => setConfirming(null)}>
                  Keep it
                </Button>
              </Group>
            ) : (
              <Button variant="outline" color="red" disabled={actions.busy !== null} onClick={() => setConfirming(posting.id)}>
                Expire now…
              </Button>
            )
          }
        />
      ))}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of postings" />}
    </Stack>
  );
}
