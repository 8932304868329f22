import type { ReactNode } from 'react';
import { Anchor, Group } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';

/** A link to an Atom feed of jobs, with the feed icon. */
export function FeedLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} type="application/atom+xml" size="sm" className="tap-target">
      <Group gap={4} component="span" wrap="nowrap">
        <IconRss size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}
