import type { ReactNode } from 'react';
import { Icon } from '../plain/Icon';
import classes from './Jobs.module.css';

/**
 * A link to an Atom feed of jobs, with the feed icon: Mantine's Anchor (size sm) around a Group,
 * as plain elements drawn by Mantine's classes, their variables set in Jobs.module.css.
 */
export function FeedLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={`mantine-focus-auto m_849cf0da tap-target m_b6d8b162 ${classes.feedLink}`} data-underline="hover" href={href} type="application/atom+xml">
      <span className={`m_4081bf90 ${classes.feedLinkInner}`}>
        <Icon name="rss" size={16} />
        {children}
      </span>
    </a>
  );
}
