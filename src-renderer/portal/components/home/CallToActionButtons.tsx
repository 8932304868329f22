// The pair of calls to action on dark bands (hero, closing band, About): find jobs, or post one.
import { AppLink } from '../AppLink';
import { ButtonInner, buttonLook, Group } from '../plain/mantine-look';
import { FindJobsLink } from '../FindJobsLink';
import classes from './Home.module.css';

const WHITE_MD = buttonLook({ variant: 'white', size: 'md' });
const OUTLINE_MD = buttonLook({ variant: 'outline', size: 'md', className: classes.outlineOnDark });
const MARGIN_TOP = { lg: { marginTop: 'var(--mantine-spacing-lg)' }, xl: { marginTop: 'var(--mantine-spacing-xl)' } };

/** Mantine's Group of two md Buttons, as plain elements (plain/mantine-look.tsx). */
export function CallToActionButtons({ findLabel, justify, mt }: { findLabel: string; justify?: 'center'; mt: 'lg' | 'xl' }) {
  return (
    <Group gap="md" justify={justify} style={MARGIN_TOP[mt]}>
      <FindJobsLink {...WHITE_MD}>
        <ButtonInner>{findLabel}</ButtonInner>
      </FindJobsLink>
      <AppLink to="/post-job" {...OUTLINE_MD}>
        <ButtonInner>Post a Job</ButtonInner>
      </AppLink>
    </Group>
  );
}
