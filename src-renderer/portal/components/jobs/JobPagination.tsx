// Page X of Y with previous and next. The arrows are links (/jobs?...&page=N), so paging works
// without JavaScript and every page of results has its own address; at either end the arrow is a
// disabled button. Mantine's Group, Text and ActionIcon (variant default, 44 px) as plain elements
// (components/plain/mantine-look.tsx says why) without their per-element styles.
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../plain/Icon';
import { AppLink } from '../AppLink';
import type { KeepScrollState } from '../layout/use-scroll-to-top';
import classes from './Jobs.module.css';

const KEEP_SCROLL: KeepScrollState = { keepScroll: true };

interface JobPaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onNavigate?: (event: MouseEvent) => void;
}

// Mantine's classes draw them; the variables its components would write on each element are set once
// in Jobs.module.css (.pager, .pagerArrow, .pagerPage). mantine-ActionIcon-root stays: global.css
// keeps action icons 44 px wide on phones with it.
const ARROW_CLASS = `m_8d3f4000 mantine-ActionIcon-root m_87cf2631 ${classes.pagerArrow}`;

function Arrow({ to, label, onNavigate, children }: { to: string | null; label: string; onNavigate?: (event: MouseEvent) => void; children: ReactNode }) {
  const icon = <span className="m_8d3afb97">{children}</span>;
  if (!to) {
    return (
      <button className={`mantine-focus-auto ${ARROW_CLASS}`} data-variant="default" data-disabled="true" type="button" aria-label={label} disabled>
        {icon}
      </button>
    );
  }
  return (
    <AppLink to={to} state={KEEP_SCROLL} onClick={onNavigate} className={`mantine-focus-auto mantine-active ${ARROW_CLASS}`} data-variant="default" aria-label={label}>
      {icon}
    </AppLink>
  );
}

export function JobPagination({ page, totalPages, hrefFor, onNavigate }: JobPaginationProps) {
  return (
    <nav className={`m_4081bf90 ${classes.pager}`} aria-label="Job list pages">
      <Arrow to={page > 1 ? hrefFor(page - 1) : null} label="Previous page" onNavigate={onNavigate}>
        <Icon name="chevronLeft" size={20} />
      </Arrow>
      <p className={`mantine-focus-auto m_b6d8b162 ${classes.pagerPage}`} aria-live="polite">{`Page ${page} of ${totalPages}`}</p>
      <Arrow to={page < totalPages ? hrefFor(page + 1) : null} label="Next page" onNavigate={onNavigate}>
        <Icon name="chevronRight" size={20} />
      </Arrow>
    </nav>
  );
}
