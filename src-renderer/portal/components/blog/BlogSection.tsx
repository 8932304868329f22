// The blog listing under every route (spec section 2): ten category filters and a grid of cards.
// The filters and "Show more" are links to the blog's listing pages (blog-links.ts).
// The frame remounts it on every path change, so the filter returns to All (spec section 4).
import { useMemo, useState, type MouseEvent } from 'react';
import { ButtonInner } from '../plain/mantine-look';
import { Columns } from '../layout/Columns';
import { posts } from 'virtual:blog-posts';
import { BLOG_CATEGORIES } from '../../../../shared/domain/constants';
import { BlogCard } from './BlogCard';
import { ALL_CATEGORIES, blogListingPath } from './blog-links';
import classes from './Blog.module.css';

const FILTERS = [ALL_CATEGORIES, ...BLOG_CATEGORIES] as const;
const PAGE = 6;

// Mantine's Container, Title, Text, Group and Button as plain elements drawn by Mantine's classes,
// their variables and spacing set once in Blog.module.css instead of on each element: the listing
// is under every page. mantine-Button-root stays: global.css makes buttons 44 px tall on phones.
const SHOW_MORE_CLASS = `mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 ${classes.showMore}`;

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
      <div className={`m_7485cace ${classes.frame}`} data-strategy="block">
        <h2 className={`m_8a5d1357 ${classes.heading}`} id="blog-heading">
          From Our Blog
        </h2>
        <p className={`mantine-focus-auto m_b6d8b162 ${classes.intro}`}>Practical advice on careers, hiring and technology.</p>
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
          <p className={`mantine-focus-auto m_b6d8b162 ${classes.noneFound}`}>No blog posts found</p>
        ) : (
          <Columns base={1} sm={2} lg={3} gap="lg" className={classes.grid}>
            {matching.slice(0, shown).map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </Columns>
        )}

        {matching.length > shown ? (
          <div className={`m_4081bf90 ${classes.more}`}>
            <a
              href={blogListingPath(category)}
              className={SHOW_MORE_CLASS}
              data-variant="light"
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                setShown((n) => n + PAGE);
              }}
            >
              <ButtonInner>Show more articles</ButtonInner>
            </a>
          </div>
        ) : null}
      </div>
    </section>
  );
}
