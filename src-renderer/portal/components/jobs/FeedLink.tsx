// Mantine's Anchor (size sm) around a Group of gap 4 (a span, no wrap), as plain elements in their
// markup (plain/mantine-look.tsx says why): on the home page and the job list.
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../plain/Icon';

const ANCHOR_STYLE = { '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)' } as CSSProperties;
const GROUP_STYLE = {
  '--group-gap': 'calc(0.25rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
} as CSSProperties;

/** A link to an Atom feed of jobs, with the feed icon. */
export function FeedLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      type="application/atom+xml"
      style={ANCHOR_STYLE}
      className="mantine-focus-auto m_849cf0da tap-target m_b6d8b162 mantine-Text-root mantine-Anchor-root"
      data-size="sm"
      data-underline="hover"
    >
      <span style={GROUP_STYLE} className="m_4081bf90 mantine-Group-root">
        <Icon name="rss" size={16} />
        {children}
      </span>
    </a>
  );
}
