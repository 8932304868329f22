// The blog listing under every route (spec section 2): ten category filters and a grid of cards.
// The frame remounts it on every path change, so the filter returns to All (spec section 4).
import { useMemo, useState } from 'react';
import { Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { posts } from 'virtual:blog-posts';
import { BLOG_CATEGORIES } from '../../../../shared/domain/constants';
import { BlogCard } from './BlogCard';
import classes from './Blog.module.css';

const ALL_CATEGORIES = 'All';
const FILTERS = [ALL_CATEGORIES, ...BLOG_CATEGORIES] as const;
const PAGE = 6;

export default function BlogSection() {
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [shown, setShown] = useState(PAGE);
  const matching = useMemo(
    () => (category === ALL_CATEGORIES ? posts : posts.filter((post) => post.category === category)),
    [category],
  );

  function choose(next: string) {
    setCategory(next);
    setShown(PAGE);
  }

  return (
    <section aria-labelledby="blog-heading" className={classes.section}>
      <Container size="lg" py="xl">
        <Title order={2} id="blog-heading">
          From Our Blog
        </Title>
        <Text c="dimmed" mt="xs">
          Practical advice on careers, hiring and technology.
        </Text>
        <Group gap="xs" mt="lg" role="group" aria-label="Filter blog posts by category">
          {FILTERS.map((name) => (
            <Button
              key={name}
              size="compact-sm"
              radius="xl"
              variant={name === category ? 'filled' : 'default'}
              aria-pressed={name === category}
              onClick={() => choose(name)}
            >
              {name}
            </Button>
          ))}
        </Group>

        {matching.length === 0 ? (
          <Text mt="lg" fw={600}>
            No blog posts found
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="lg">
            {matching.slice(0, shown).map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </SimpleGrid>
        )}

        {matching.length > shown ? (
          <Group justify="center" mt="xl">
            <Button variant="light" onClick={() => setShown((n) => n + PAGE)}>
              Show more articles
            </Button>
          </Group>
        ) : null}
      </Container>
    </section>
  );
}
