// Reviews on the home page: the approved list (kept in client state) and the form to add one.
import { useEffect, useState } from 'react';
import { Container, Text, Title } from '../plain/mantine-look';
import { Columns } from '../layout/Columns';
import { fetchReviews } from '../../api/reviews';
import { useAppActions, useAppState } from '../../state/app-store';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

// Mantine's Container, Title, Text and Paper as plain elements (plain/mantine-look.tsx): the section
// is in the server's HTML of every home page.
const CENTERED = { textAlign: 'center' } as const;
const INTRO_STYLE = { marginTop: 'var(--mantine-spacing-xs)', marginBottom: 'var(--mantine-spacing-xl)', color: 'var(--mantine-color-dimmed)', textAlign: 'center' } as const;
const PAPER_STYLE = { padding: 'var(--mantine-spacing-lg)' };

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
        <Title order={2} id="reviews-heading" style={CENTERED}>
          What People Say About Us
        </Title>
        <Text style={INTRO_STYLE}>
          Reviews from job seekers and employers who use Job Portal.
        </Text>
        <Columns base={1} md="7fr 5fr" gap="xl">
          <div>
            <ReviewList reviews={reviews} loading={loading} />
          </div>
          <div>
            {/* Mantine's Paper with a border, as a plain element. */}
            <div style={PAPER_STYLE} className="m_1b7284a3 mantine-Paper-root" data-with-border="true">
              <ReviewForm />
            </div>
          </div>
        </Columns>
      </Container>
    </section>
  );
}
