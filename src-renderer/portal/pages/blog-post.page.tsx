// A blog article (spec section 2): metadata at once, the HTML body from its own chunk, related posts.
import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Columns } from '../components/layout/Columns';
import { posts } from 'virtual:blog-posts';
import { useAppConfig } from '../app-config';
import { PageLoader } from '../components/PageLoader';
import { PageMeta } from '../components/PageMeta';
import { BlogCard } from '../components/blog/BlogCard';
import { formatBlogDate } from '../components/blog/blog-format';
import { cachedArticle, loadArticle } from '../content/blog/article-cache';
import { relatedPosts } from '../content/blog/blog-types';
import { JsonLd } from '../seo/JsonLd';
import { blogPostingLd } from '../seo/site-structured-data';
import classes from '../components/blog/Blog.module.css';

/** The article's body: at once when it was loaded before rendering (always, on a first page load). */
function useArticleHtml(id: string) {
  const cached = cachedArticle(id);
  const [loaded, setLoaded] = useState<{ id: string; html: string | null } | null>(null);
  useEffect(() => {
    if (cachedArticle(id) !== undefined) return;
    let active = true;
    loadArticle(id).then(
      (html) => active && setLoaded({ id, html }),
      () => active && setLoaded({ id, html: null }),
    );
    return () => {
      active = false;
    };
  }, [id]);
  if (cached !== undefined) return { id, html: cached };
  return loaded?.id === id ? loaded : null;
}

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const post = posts.find((p) => p.id === id);
  const article = useArticleHtml(id);
  const { siteUrl } = useAppConfig();

  if (!post) {
    return (
      <Container size="sm" py={64} ta="center">
        <PageMeta title="Blog Post Not Found" status={404} noindex />
        <Title order={1}>Blog post not found</Title>
        <Text mt="sm">The article you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/" mt="lg">
          Back to Home
        </Button>
      </Container>
    );
  }

  // Links inside the article to pages of this site open without reloading the app.
  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  }

  const related = relatedPosts(posts, post);
  return (
    <Container size="md" py="xl">
      <PageMeta title={post.title} description={post.excerpt} ogType="article" imagePath={post.image} />
      <JsonLd data={blogPostingLd(post, siteUrl)} />
      <article aria-labelledby="article-title">
        <Stack gap="sm">
          <Anchor component={Link} to="/" size="sm" w="fit-content" className="tap-target">
            Home
          </Anchor>
          <Group gap="sm">
            <Badge variant="light">{post.category}</Badge>
            <Text size="sm" c="dimmed">
              {post.readTime}
            </Text>
          </Group>
          <Title order={1} id="article-title">
            {post.title}
          </Title>
          <Text c="dimmed">
            {`By ${post.author} · `}
            <time dateTime={post.date}>{formatBlogDate(post.date)}</time>
          </Text>
          <img src={post.image} alt={post.imageAlt} width={1200} height={630} className={classes.cover} style={{ borderRadius: 12 }} fetchPriority="high" />
        </Stack>
        {article === null ? (
          <PageLoader label="Loading the article..." />
        ) : article.html === null ? (
          <Text mt="xl">This article could not be loaded. Please reload the page.</Text>
        ) : (
          // The blog's own build-time HTML: the one trusted exception to never injecting HTML.
          <div className={classes.article} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: article.html }} />
        )}
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <Title order={2} id="related-heading" mt={48} mb="md">
            Related Posts
          </Title>
          <Columns base={1} sm={2} md={3} gap="lg">
            {related.map((other) => (
              <BlogCard key={other.id} post={other} />
            ))}
          </Columns>
        </section>
      ) : null}
    </Container>
  );
}
