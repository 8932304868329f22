import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BlogPostMeta } from '../../content/blog/blog-types';
import { formatBlogDate } from './blog-format';
import classes from './Blog.module.css';

export function BlogCard({ post, headingLevel = 3 }: { post: BlogPostMeta; headingLevel?: 2 | 3 }) {
  // One article may be on a page twice (related posts and the listing below): ids stay unique.
  const titleId = `blog-card-${post.id}-${useId().replace(/:/g, '')}`;
  return (
    <Card component="article" withBorder padding="lg" className={classes.card} aria-labelledby={titleId}>
      <Card.Section>
        <img src={post.image} alt={post.imageAlt} width={1200} height={630} loading="lazy" decoding="async" className={classes.cover} />
      </Card.Section>
      <Group justify="space-between" mt="md" gap="xs">
        <Badge variant="light">{post.category}</Badge>
        <Text size="sm" c="dimmed">
          {post.readTime}
        </Text>
      </Group>
      <Title order={headingLevel} size="h4" mt="sm" id={titleId}>
        {post.title}
      </Title>
      <Text size="sm" mt="xs" className={classes.excerpt}>
        {post.excerpt}
      </Text>
      <Group justify="space-between" mt="auto" pt="md" gap="xs">
        <Text size="sm" c="dimmed">
          {post.author} · <time dateTime={post.date}>{formatBlogDate(post.date)}</time>
        </Text>
        {/* The spec's "Read more", which says where it goes to screen readers and search engines. */}
        <Link to={`/blog/${post.id}`} className={classes.readMore}>
          Read more
          <VisuallyHidden component="span">{`: ${post.title}`}</VisuallyHidden>
        </Link>
      </Group>
    </Card>
  );
}
