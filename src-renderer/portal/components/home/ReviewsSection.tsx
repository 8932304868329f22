// Reviews on the home page: the approved list (kept in client state) and the form to add one.
import { useEffect, useState } from 'react';
import { Container, Paper, Text, Title } from '@mantine/core';
import { Columns } from '../layout/Columns';
import { fetchReviews } from '../../api/reviews';
import { useAppActions, useAppState } from '../../state/app-store';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

export function ReviewsSection() {
  const { reviews } = useAppState();
  const { setReviews } = useAppActions();
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    void fetchReviews().then((list) => {
      if (!active) return;
      if (list) setReviews(list);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [setReviews]);

  return (
    <section aria-labelledby="reviews-heading">
      <Container size="lg" py={56}>
        <Title order={2} id="reviews-heading" ta="center">
          What People Say About Us
        </Title>
        <Text ta="center" c="dimmed" mt="xs" mb="xl">
          Reviews from job seekers and employers who use Job Portal.
        </Text>
        <Columns base={1} md="7fr 5fr" gap="xl">
          <div>
            <ReviewList reviews={reviews} loading={loading} />
          </div>
          <div>
            <Paper withBorder p="lg">
              <ReviewForm />
            </Paper>
          </div>
        </Columns>
      </Container>
    </section>
  );
}
