import type { ReactNode } from 'react';
import { Anchor, Group } from '@mantine/core';
import { Icon } from '../plain/Icon';

/** A link to an Atom feed of jobs, with the feed icon. */
export function FeedLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} type="application/atom+xml" size="sm" className="tap-target">
      <Group gap={4} component="span" wrap="nowrap">
        <Icon name="rss" size={16} />
        {children}
      </Group>
    </Anchor>
  );
}
