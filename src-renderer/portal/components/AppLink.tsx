// The portal's links to its own pages as plain anchors. React Router's <Link> resolves its path
// against the route matches and sets up its click and prefetch hooks in every link (on a job page,
// with the header, footer and blog cards, an eighth of the server's render). The portal's links are
// absolute paths, so the href is the path itself, and one navigate function, from the layout,
// serves every click the way <Link> does: a plain left click navigates inside the app (replacing the
// history entry when the link is to the current address); anything else is left to the browser.
import { createContext, use, useMemo, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';

interface Navigation {
  navigate: NavigateFunction;
  location: Location;
}

const NavigationContext = createContext<Navigation | null>(null);

/** Around the routes' layout: the navigate function and location every AppLink uses. */
export function AppLinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const value = useMemo(() => ({ navigate, location }), [navigate, location]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

export type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** An absolute path in the portal, with its query or fragment if any. */
  to: string;
  /** The history entry's state, as React Router's `<Link state>`. */
  state?: unknown;
};

function followsInApp(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

function useClickHandler(to: string, target: string | undefined, onClick: AppLinkProps['onClick'], state?: unknown) {
  const navigation = use(NavigationContext);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Outside the layout (no navigation given) the browser follows the link: a full page load.
    if (!navigation || !followsInApp(event, target)) return;
    event.preventDefault();
    const { pathname, search, hash } = navigation.location;
    navigation.navigate(to, { replace: pathname + search + hash === to, state });
  };
}

/** React Router's `<Link to>` for an absolute path. */
export function AppLink({ to, target, onClick, state, ...props }: AppLinkProps) {
  return <a href={to} target={target} {...props} onClick={useClickHandler(to, target, onClick, state)} />;
}

/** React Router's `<NavLink to end className>`: class `active` and `aria-current="page"` on the current route. */
export function AppNavLink({ to, end, className, target, onClick, state, ...props }: AppLinkProps & { end?: boolean; className?: string }) {
  const navigation = use(NavigationContext);
  const here = navigation?.location.pathname.toLowerCase() ?? '';
  const path = to.toLowerCase();
  // As NavLink matches: the path itself, or (without `end`) a path below it.
  const active = here === path || (!end && here.startsWith(path) && here.charAt(path !== '/' && path.endsWith('/') ? path.length - 1 : path.length) === '/');
  return (
    <a
      href={to}
      target={target}
      aria-current={active ? 'page' : undefined}
      className={active ? (className ? `${className} active` : 'active') : className}
      {...props}
      onClick={useClickHandler(to, target, onClick, state)}
    />
  );
}
