// Sticky header: logo home, the eight links with the current route highlighted, Find Jobs and
// Post Job; below the large breakpoint a menu button opens the mobile menu instead.
import { useState } from 'react';
import { NavLink, Link, useLocation } from 'react-router-dom';
import { Button, Container, Group, UnstyledButton } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import logoUrl from '../../../ui/logo.svg';
import { useAppActions } from '../../state/app-store';
import { FindJobsLink } from '../FindJobsLink';
import { NAV_ITEMS, type NavItem } from './nav-links';
import classes from './Header.module.css';

const MOBILE_MENU_ID = 'mobile-menu';

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { resetCategory } = useAppActions();
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      className={classes.link}
      onClick={() => {
        if (item.findsJobs) resetCategory();
        onNavigate?.();
      }}
    >
      {item.label}
    </NavLink>
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
        <Link to="/" className={classes.brand} aria-label="Job Portal home">
          <img src={logoUrl} width={100} height={100} alt="" className={classes.logo} />
          <span className={classes.brandName} aria-hidden="true">
            Job Portal
          </span>
        </Link>

        <nav aria-label="Main" className={classes.desktopNav}>
          {NAV_ITEMS.map((item) => (
            <NavItemLink key={item.to} item={item} />
          ))}
        </nav>

        <Group gap="sm" wrap="nowrap" visibleFrom="lg">
          <Button component={FindJobsLink} variant="outline">
            Find Jobs
          </Button>
          <Button component={Link} to="/post-job">
            Post Job
          </Button>
        </Group>

        {/* The three bars are spans: a <button> may hold phrasing content only (Mantine's Burger nests a div). */}
        <UnstyledButton
          className={`${classes.menuButton} mantine-hidden-from-lg`}
          data-open={menuOpen || undefined}
          onClick={menu.toggle}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
        >
          <span className={classes.menuBars} aria-hidden />
        </UnstyledButton>
      </Container>

      {menuOpen ? (
        <nav id={MOBILE_MENU_ID} aria-label="Mobile" className={classes.mobileMenu}>
          <Container size="xl" className={classes.mobileLinks}>
            {NAV_ITEMS.filter((item) => item.inMobileMenu).map((item) => (
              <NavItemLink key={item.to} item={item} onNavigate={menu.close} />
            ))}
            <Group grow gap="sm" mt="sm">
              <Button component={FindJobsLink} variant="outline" onClick={menu.close}>
                Find Jobs
              </Button>
              <Button component={Link} to="/post-job" onClick={menu.close}>
                Post Job
              </Button>
            </Group>
          </Container>
        </nav>
      ) : null}
    </header>
  );
}
