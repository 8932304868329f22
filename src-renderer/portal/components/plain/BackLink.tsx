// "Back to ...": Mantine's Anchor (weight 500, fit-content, 10 px block padding) around a Group of
// gap 4 with an arrow, as plain elements in their markup (mantine-look.tsx says why).
import type { CSSProperties, ReactNode } from 'react';
import { IconArrowLeft } from '@tabler/icons-react';
import { AppLink } from '../AppLink';

const BACK_LINK_STYLE = { paddingBlock: 'calc(0.625rem * var(--mantine-scale))', fontWeight: 500, width: 'fit-content' } as const;
const BACK_LINK_GROUP_STYLE = {
  '--group-gap': 'calc(0.25rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'wrap',
} as CSSProperties;

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink to={to} style={BACK_LINK_STYLE} className="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root" data-underline="hover">
      <span style={BACK_LINK_GROUP_STYLE} className="m_4081bf90 mantine-Group-root">
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </span>
    </AppLink>
  );
}
