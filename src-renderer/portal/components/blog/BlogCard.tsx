// One article in a blog listing. Plain elements styled by Blog.module.css in Mantine's look (Card,
// Badge, Title, Text) rather than Mantine components: the listing is under every page, and each
// component wrote its styles inline on every element (a third of a card's markup).
import { useId } from 'react';
import { AppLink } from '../AppLink';
import type { BlogPostMeta } from '../../content/blog/blog-types';
import { formatBlogDate } from './blog-format';
import classes from './Blog.module.css';

export function BlogCard({ post, headingLevel = 3 }: { post: BlogPostMeta; headingLevel?: 2 | 3 }) {
  // One article may be on a page twice (related posts and the listing below): ids stay unique.
  const titleId = `bc${useId().replace(/:/g, '')}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <img src={post.image} alt={post.imageAlt} width={1200} height={630} loading="lazy" decoding="async" className={`${classes.cover} ${classes.cardCover}`} />
      <div className={classes.cardMeta}>
        <span className={classes.badge} data-testid="blog-category">
          {post.category}
        </span>
        <span className={classes.dimmed}>{post.readTime}</span>
      </div>
      <Heading className={classes.cardTitle} id={titleId}>
        {post.title}
      </Heading>
      <p className={classes.excerpt}>{post.excerpt}</p>
      <div className={classes.cardFoot}>
        <span className={classes.dimmed}>
          {post.author} · <time dateTime={post.date}>{formatBlogDate(post.date)}</time>
        </span>
        {/* The spec's "Read more", which says where it goes to screen readers and search engines. */}
        <AppLink to={`/blog/${post.id}`} className={classes.readMore}>
          Read more
          <span className={classes.hidden}>{`: ${post.title}`}</span>
        </AppLink>
      </div>
    </article>
  );
}
