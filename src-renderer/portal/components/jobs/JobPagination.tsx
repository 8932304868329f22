// Page X of Y with previous and next. The arrows are links (/jobs?...&page=N), so paging works
// without JavaScript and every page of results has its own address; at either end the arrow is a
// disabled button. Mantine's Group, Text and ActionIcon (variant default, 44 px) as plain elements
// in their markup (components/plain/mantine-look.tsx says why).
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Icon } from '../plain/Icon';
import { AppLink } from '../AppLink';
import type { KeepScrollState } from '../layout/use-scroll-to-top';

const KEEP_SCROLL: KeepScrollState = { keepScroll: true };

interface JobPaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onNavigate?: (event: MouseEvent) => void;
}

const ARROW_STYLE = {
  '--ai-size': 'calc(2.75rem * var(--mantine-scale))',
  '--ai-bg': 'var(--mantine-color-default)',
  '--ai-hover': 'var(--mantine-color-default-hover)',
  '--ai-color': 'var(--mantine-color-default-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
} as CSSProperties;
const ARROW_CLASS = 'm_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root';
const NAV_STYLE = {
  '--group-gap': 'var(--mantine-spacing-md)',
  '--group-align': 'center',
  '--group-justify': 'center',
  '--group-wrap': 'wrap',
  marginTop: 'var(--mantine-spacing-xl)',
} as CSSProperties;
const PAGE_STYLE = { fontWeight: 500 };

function Arrow({ to, label, onNavigate, children }: { to: string | null; label: string; onNavigate?: (event: MouseEvent) => void; children: ReactNode }) {
  const icon = <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>;
  if (!to) {
    return (
      <button style={ARROW_STYLE} className={`mantine-focus-auto ${ARROW_CLASS}`} data-variant="default" data-disabled="true" type="button" aria-label={label} disabled>
        {icon}
      </button>
    );
  }
  return (
    <AppLink to={to} state={KEEP_SCROLL} onClick={onNavigate} style={ARROW_STYLE} className={`mantine-focus-auto mantine-active ${ARROW_CLASS}`} data-variant="default" aria-label={label}>
      {icon}
    </AppLink>
  );
}

export function JobPagination({ page, totalPages, hrefFor, onNavigate }: JobPaginationProps) {
  return (
    <nav style={NAV_STYLE} className="m_4081bf90 mantine-Group-root" aria-label="Job list pages">
      <Arrow to={page > 1 ? hrefFor(page - 1) : null} label="Previous page" onNavigate={onNavigate}>
        <Icon name="chevronLeft" size={20} />
      </Arrow>
      <p style={PAGE_STYLE} className="mantine-focus-auto m_b6d8b162 mantine-Text-root" aria-live="polite">{`Page ${page} of ${totalPages}`}</p>
      <Arrow to={page < totalPages ? hrefFor(page + 1) : null} label="Next page" onNavigate={onNavigate}>
        <Icon name="chevronRight" size={20} />
      </Arrow>
    </nav>
  );
}
