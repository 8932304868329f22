// Page X of Y with previous and next. The arrows are links (/jobs?...&page=N), so paging works
// without JavaScript and every page of results has its own address; at either end the arrow is a
// disabled button.
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { KeepScrollState } from '../layout/use-scroll-to-top';

const KEEP_SCROLL: KeepScrollState = { keepScroll: true };

interface JobPaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onNavigate?: (event: MouseEvent) => void;
}

function Arrow({ to, label, onNavigate, children }: { to: string | null; label: string; onNavigate?: (event: MouseEvent) => void; children: ReactNode }) {
  if (!to) {
    return (
      <ActionIcon variant="default" size={44} aria-label={label} disabled>
        {children}
      </ActionIcon>
    );
  }
  return (
    <ActionIcon component={Link} to={to} state={KEEP_SCROLL} onClick={onNavigate} variant="default" size={44} aria-label={label}>
      {children}
    </ActionIcon>
  );
}

export function JobPagination({ page, totalPages, hrefFor, onNavigate }: JobPaginationProps) {
  return (
    <Group component="nav" aria-label="Job list pages" justify="center" gap="md" mt="xl">
      <Arrow to={page > 1 ? hrefFor(page - 1) : null} label="Previous page" onNavigate={onNavigate}>
        <IconChevronLeft size={20} aria-hidden />
      </Arrow>
      <Text fw={500} aria-live="polite">{`Page ${page} of ${totalPages}`}</Text>
      <Arrow to={page < totalPages ? hrefFor(page + 1) : null} label="Next page" onNavigate={onNavigate}>
        <IconChevronRight size={20} aria-hidden />
      </Arrow>
    </Group>
  );
}
