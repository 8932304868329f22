import { Card, Group, Rating, Stack, Text } from '@mantine/core';
import { Text as PlainText } from '../plain/mantine-look';
import { Columns } from '../layout/Columns';
import classes from './Home.module.css';
import type { PublicReview } from '../../api/reviews';

const DIMMED = { color: 'var(--mantine-color-dimmed)' };
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : DATE_FORMAT.format(time);
}

export function ReviewList({ reviews, loading }: { reviews: PublicReview[]; loading: boolean }) {
  if (reviews.length === 0) {
    // In the server's HTML of every home page: the plain element (plain/mantine-look.tsx).
    return <PlainText style={DIMMED}>{loading ? 'Loading reviews...' : 'No reviews yet. Be the first to share your experience.'}</PlainText>;
  }
  return (
    <Columns component="ul" base={1} sm={2} gap="md" className={classes.reviewList}>
      {reviews.map((review) => (
        <Card component="li" key={review._id} withBorder padding="lg">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Rating value={review.rating} readOnly aria-label={`Rated ${review.rating} out of 5`} />
              <Text size="sm" c="dimmed">
                <time dateTime={review.date}>{formatDate(review.date)}</time>
              </Text>
            </Group>
            <Text component="blockquote" m={0} style={{ whiteSpace: 'pre-line' }}>
              {review.comment}
            </Text>
            <Text fw={600} size="sm">
              {review.name}
              {review.role ? (
                <Text span c="dimmed" fw={400} size="sm">
                  {`, ${review.role}`}
                </Text>
              ) : null}
            </Text>
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}
