import { Button, Card, EmptyState, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { callConsole } from '../api';
import { FeedbackAlert } from '../components/FeedbackAlert';
import { QueryStatus } from '../components/QueryStatus';
import { formatDateTime } from '../format';
import { useActions, useConsoleQuery } from '../use-console';

/** Visitor reviews wait here until staff approve them for the site, oldest first. */
export function ReviewsPage({ onChanged }: { onChanged: () => void }) {
  const reviews = useConsoleQuery('pendingReviews', undefined);
  const actions = useActions(() => {
    reviews.reload();
    onChanged();
  });

  return (
    <Stack>
      <Title order={2}>Reviews to approve</Title>
      <FeedbackAlert feedback={actions.feedback} onClose={actions.clearFeedback} />
      <QueryStatus query={reviews} what="reviews" />
      {reviews.data?.length === 0 && <EmptyState title="No reviews waiting" description="New visitor reviews appear here before they go on the site." />}
      {reviews.data?.map((review) => {
        const titleId = `review-${review.id}-title`;
        return (
          <Card key={review.id} component="article" aria-labelledby={titleId} withBorder padding="lg">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Text fw={700} id={titleId}>
                    {review.name}
                  </Text>
                  {review.role && <Text c="dimmed">{review.role}</Text>}
                </div>
                <Group gap="xs">
                  <Rating value={review.rating} readOnly aria-label={`Rated ${review.rating} out of 5`} />
                  <Text size="sm" c="dimmed">
                    {formatDateTime(review.created_at)}
                  </Text>
                </Group>
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{review.comment}</Text>
              <Group gap="sm">
                <Button
                  color="green"
                  loading={actions.busy === `approve-${review.id}`}
                  disabled={actions.busy !== null}
                  onClick={() =>
                    void actions.run(
                      `approve-${review.id}`,
                      () => callConsole('approveReview', { id: review.id }),
                      (r) => `Approved the review by ${r.name}. It now shows on the site.`,
                    )
                  }
                >
                  Approve
                </Button>
                <Button
                  color="red"
                  variant="outline"
                  loading={actions.busy === `reject-${review.id}`}
                  disabled={actions.busy !== null}
                  onClick={() =>
                    void actions.run(
                      `reject-${review.id}`,
                      () => callConsole('rejectReview', { id: review.id }),
                      (r) => `Rejected the review by ${r.name}. It will not be shown.`,
                    )
                  }
                >
                  Reject
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
