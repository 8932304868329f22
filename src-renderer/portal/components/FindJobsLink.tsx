// Every Find Jobs link goes to /jobs with all categories (spec section 2).
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { useAppActions } from '../state/app-store';

type FindJobsLinkProps = Omit<ComponentProps<typeof Link>, 'to'>;

export function FindJobsLink({ onClick, ...props }: FindJobsLinkProps) {
  const { resetCategory } = useAppActions();
  return (
    <Link
      to="/jobs"
      onClick={(event) => {
        resetCategory();
        onClick?.(event);
      }}
      {...props}
    />
  );
}
