import { useState } from 'react';
import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import type { Posting } from '../../../shared/ipc/contract';
import { callConsole } from '../api';
import { DeadlineBadge } from '../components/DeadlineBadge';
import { FeedbackAlert } from '../components/FeedbackAlert';
import { PostingCard } from '../components/PostingCard';
import { QueryStatus } from '../components/QueryStatus';
import { RejectDialog } from '../components/RejectDialog';
import { useActions, useConsoleQuery } from '../use-console';

/** Pending postings, most urgent first: every one must be published or rejected within 24 hours. */
export function ReviewQueuePage({ onChanged }: { onChanged: () => void }) {
  const queue = useConsoleQuery('pendingPostings', undefined);
  const refresh = () => {
    queue.reload();
    onChanged();
  };
  const actions = useActions(refresh);
  const [rejecting, setRejecting] = useState<Posting | null>(null);
  const postings = queue.data?.postings ?? [];
  const overdue = postings.filter((p) => p.overdue).length;

  return (
    <Stack>
      <div>
        <Title order={2}>Review queue</Title>
        {queue.data && (
          <Text c="dimmed">
            {postings.length === 1 ? '1 posting waits' : `${postings.length} postings wait`} for review
            {overdue > 0 && `, ${overdue} past the 24-hour promise`}. Oldest deadline first.
          </Text>
        )}
      </div>
      <FeedbackAlert feedback={actions.feedback} onClose={actions.clearFeedback} />
      <QueryStatus query={queue} what="the review queue" />
      {queue.data && postings.length === 0 && (
        <EmptyState title="Nothing to review" description="Every submitted posting has been handled. New ones appear here." />
      )}
      {queue.data &&
        postings.map((posting) => (
          <PostingCard
            key={posting.id}
            posting={posting}
            badges={<DeadlineBadge dueAt={posting.due_at} overdue={posting.overdue} now={queue.data!.now} />}
            actions={
              <>
                <Button
                  color="green"
                  loading={actions.busy === `approve-${posting.id}`}
                  disabled={actions.busy !== null}
                  onClick={() =>
                    void actions.run(
                      `approve-${posting.id}`,
                      () => callConsole('approvePosting', { id: posting.id }),
                      (job) => `Published "${job.job_title}". It is live for 30 days and the employer is emailed.`,
                    )
                  }
                >
                  Approve and publish
                </Button>
                <Button color="red" variant="outline" disabled={actions.busy !== null} onClick={() => setRejecting(posting)}>
                  Reject…
                </Button>
              </>
            }
          />
        ))}
      <RejectDialog
        posting={rejecting}
        onClose={() => setRejecting(null)}
        onFinished={(outcome) => {
          setRejecting(null);
          actions.setFeedback(
            outcome.ok
              ? { tone: 'success', message: `Rejected "${outcome.posting.job_title}". The employer is emailed the reason.` }
              : { tone: 'error', message: outcome.message },
          );
          refresh();
        }}
      />
    </Stack>
  );
}
