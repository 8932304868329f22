// Every Find Jobs link goes to /jobs with all categories (spec section 2).
import { AppLink, type AppLinkProps } from './AppLink';
import { useAppActions } from '../state/app-store';

type FindJobsLinkProps = Omit<AppLinkProps, 'to'>;

export function FindJobsLink({ onClick, ...props }: FindJobsLinkProps) {
  const { resetCategory } = useAppActions();
  return (
    <AppLink
      to="/jobs"
      onClick={(event) => {
        resetCategory();
        onClick?.(event);
      }}
      {...props}
    />
  );
}
