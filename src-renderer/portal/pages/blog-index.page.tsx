// The blog's listing page (/blog, /blog?category=slug): every article of a category, with links
// to the others, so every article is one link away from any page that links here.
import { Link, useSearchParams } from 'react-router-dom';
import { Anchor, Container, Group, Text, Title } from '@mantine/core';
import { Columns } from '../components/layout/Columns';
import classes from '../components/blog/Blog.module.css';
import { posts } from 'virtual:blog-posts';
import { BLOG_CATEGORIES } from '../../../shared/domain/constants';
import { PageMeta } from '../components/PageMeta';
import { BlogCard } from '../components/blog/BlogCard';
import { ALL_CATEGORIES, blogListingPath, categoryFromSlug } from '../components/blog/blog-links';

export default function BlogIndexPage() {
  const [params] = useSearchParams();
  const category = categoryFromSlug(params.get('category'));
  const shown = category === ALL_CATEGORIES ? posts : posts.filter((post) => post.category === category);
  const title = category === ALL_CATEGORIES ? 'Blog' : `Blog: ${category}`;
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title={title}
        description={`Articles on careers, hiring and technology${category === ALL_CATEGORIES ? '' : ` about ${category}`}.`}
        canonicalPath={blogListingPath(category)}
      />
      <Title order={1}>{title}</Title>
      <Text mt="xs">{`${shown.length} ${shown.length === 1 ? 'article' : 'articles'}.`}</Text>
      <nav aria-label="Blog categories">
        <Group gap="md" mt="md">
          {[ALL_CATEGORIES, ...BLOG_CATEGORIES].map((name) => (
            <Anchor key={name} component={Link} to={blogListingPath(name)} aria-current={name === category ? 'page' : undefined} className="tap-target">
              {name}
            </Anchor>
          ))}
        </Group>
      </nav>
      <Columns base={1} sm={2} lg={3} gap="lg" className={classes.grid}>
        {shown.map((post) => (
          <BlogCard key={post.id} post={post} headingLevel={2} />
        ))}
      </Columns>
    </Container>
  );
}
