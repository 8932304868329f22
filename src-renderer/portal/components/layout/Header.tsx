// Sticky header: logo home, the eight links with the current route highlighted, Find Jobs and
// Post Job; below the large breakpoint a menu button opens the mobile menu instead.
import { useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink, AppNavLink } from '../AppLink';
import { useWindowEvent } from '@mantine/hooks';
import logoUrl from '../../../ui/logo.svg';
import { useAppActions } from '../../state/app-store';
import { FindJobsLink } from '../FindJobsLink';
import { ButtonInner, Container } from '../plain/mantine-look';
import { NAV_ITEMS, type NavItem } from './nav-links';
import classes from './Header.module.css';

const MOBILE_MENU_ID = 'mobile-menu';

// Mantine's Button, Group and UnstyledButton as plain elements (plain/mantine-look.tsx): the header
// is on every page, and Mantine's components cost most of its render. Mantine's classes draw them;
// the variables its components would write on each element are set once in Header.module.css.
// mantine-Button-root stays: global.css makes buttons 44 px tall on phones with it.
const BUTTON = 'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631';
const OUTLINE = { className: `${BUTTON} ${classes.outline}`, 'data-variant': 'outline' };
const FILLED = { className: `${BUTTON} ${classes.filled}` };
const MOBILE_BUTTONS_STYLE = {
  '--group-child-width': 'calc(50% - (var(--mantine-spacing-sm) - var(--mantine-spacing-sm) / 2))',
  '--group-gap': 'var(--mantine-spacing-sm)',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'wrap',
  marginTop: 'var(--mantine-spacing-sm)',
} as CSSProperties;

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { resetCategory } = useAppActions();
  return (
    <AppNavLink
      to={item.to}
      end={item.to === '/'}
      className={classes.link}
      onClick={() => {
        if (item.findsJobs) resetCategory();
        onNavigate?.();
      }}
    >
      {item.label}
    </AppNavLink>
  );
}

export function Header() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menu = {
    toggle: () => setOpenOn(menuOpen ? null : pathname),
    close: () => setOpenOn(null),
  };
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') menu.close();
  });

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <AppLink to="/" className={classes.brand} aria-label="Job Portal home">
          <img src={logoUrl} width={100} height={100} alt="" className={classes.logo} />
          <span className={classes.brandName} aria-hidden="true">
            Job Portal
          </span>
        </AppLink>

        <nav aria-label="Main" className={classes.desktopNav}>
          {NAV_ITEMS.map((item) => (
            <NavItemLink key={item.to} item={item} />
          ))}
        </nav>

        <div className={`m_4081bf90 mantine-visible-from-lg ${classes.buttons}`}>
          <FindJobsLink {...OUTLINE}>
            <ButtonInner>Find Jobs</ButtonInner>
          </FindJobsLink>
          <AppLink to="/post-job" {...FILLED}>
            <ButtonInner>Post Job</ButtonInner>
          </AppLink>
        </div>

        {/* The three bars are spans: a <button> may hold phrasing content only (Mantine's Burger nests a div). */}
        <button
          type="button"
          className={`mantine-focus-auto ${classes.menuButton} mantine-hidden-from-lg m_87cf2631 mantine-UnstyledButton-root`}
          data-open={menuOpen || undefined}
          onClick={menu.toggle}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
        >
          <span className={classes.menuBars} aria-hidden />
        </button>
      </Container>

      {menuOpen ? (
        <nav id={MOBILE_MENU_ID} aria-label="Mobile" className={classes.mobileMenu}>
          <Container size="xl" className={classes.mobileLinks}>
            {NAV_ITEMS.filter((item) => item.inMobileMenu).map((item) => (
              <NavItemLink key={item.to} item={item} onNavigate={menu.close} />
            ))}
            <div style={MOBILE_BUTTONS_STYLE} className="m_4081bf90 mantine-Group-root" data-grow="true">
              <FindJobsLink {...OUTLINE} onClick={menu.close}>
                <ButtonInner>Find Jobs</ButtonInner>
              </FindJobsLink>
              <AppLink to="/post-job" {...FILLED} onClick={menu.close}>
                <ButtonInner>Post Job</ButtonInner>
              </AppLink>
            </div>
          </Container>
        </nav>
      ) : null}
    </header>
  );
}
