// The blog listing under every route (spec section 2): ten category filters and a grid of cards.
// The filters and "Show more" are links to the blog's listing pages (blog-links.ts).
// The frame remounts it on every path change, so the filter returns to All (spec section 4).
import { useMemo, useState, type MouseEvent } from 'react';
import { ButtonInner, buttonLook, Container, Group, Text, Title } from '../plain/mantine-look';
import { Columns } from '../layout/Columns';
import { posts } from 'virtual:blog-posts';
import { BLOG_CATEGORIES } from '../../../../shared/domain/constants';
import { BlogCard } from './BlogCard';
import { ALL_CATEGORIES, blogListingPath } from './blog-links';
import classes from './Blog.module.css';

const FILTERS = [ALL_CATEGORIES, ...BLOG_CATEGORIES] as const;
const PAGE = 6;

// Mantine's Container, Title, Text, Group and Button as plain elements (plain/mantine-look.tsx): the
// listing is under every page.
const INTRO_STYLE = { marginTop: 'var(--mantine-spacing-xs)', color: 'var(--mantine-color-dimmed)' };
const NONE_FOUND_STYLE = { marginTop: 'var(--mantine-spacing-lg)', fontWeight: 600 };
const MORE_STYLE = { marginTop: 'var(--mantine-spacing-xl)' };
const SHOW_MORE_LOOK = buttonLook({ variant: 'light' });

export default function BlogSection() {
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [shown, setShown] = useState(PAGE);
  const matching = useMemo(
    () => (category === ALL_CATEGORIES ? posts : posts.filter((post) => post.category === category)),
    [category],
  );

  // Links to the listing pages; with scripts running, they filter in place instead.
  function choose(event: MouseEvent, next: string) {
    event.preventDefault();
    setCategory(next);
    setShown(PAGE);
  }

  return (
    <section aria-labelledby="blog-heading" className={classes.section}>
      <Container size="lg" py="xl">
        <Title order={2} id="blog-heading">
          From Our Blog
        </Title>
        <Text style={INTRO_STYLE}>
          Practical advice on careers, hiring and technology.
        </Text>
        <div className={classes.filters} role="group" aria-label="Filter blog posts by category">
          {FILTERS.map((name) => (
            <a
              key={name}
              href={blogListingPath(name)}
              className={classes.filter}
              aria-current={name === category ? 'true' : undefined}
              onClick={(event: MouseEvent) => choose(event, name)}
            >
              {name}
            </a>
          ))}
        </div>

        {matching.length === 0 ? (
          <Text style={NONE_FOUND_STYLE}>
            No blog posts found
          </Text>
        ) : (
          <Columns base={1} sm={2} lg={3} gap="lg" className={classes.grid}>
            {matching.slice(0, shown).map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </Columns>
        )}

        {matching.length > shown ? (
          <Group justify="center" style={MORE_STYLE}>
            <a
              href={blogListingPath(category)}
              {...SHOW_MORE_LOOK}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                setShown((n) => n + PAGE);
              }}
            >
              <ButtonInner>Show more articles</ButtonInner>
            </a>
          </Group>
        ) : null}
      </Container>
    </section>
  );
}
