// AppLink and AppNavLink render what React Router's Link and NavLink render (less the
// data-discover attribute, which only a framework-mode router reads): the same href, and for
// NavLink the same `active` class and aria-current on the same routes.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, NavLink, StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppLink, AppLinkNavigation, AppNavLink } from '../../src-renderer/portal/components/AppLink';

const at = (location: string, element: ReactElement) =>
  renderToStaticMarkup(
    <StaticRouter location={location}>
      <AppLinkNavigation>{element}</AppLinkNavigation>
    </StaticRouter>,
  )
    .replace(/ data-discover="true"/g, '')
    // Attribute order aside.
    .replace(/<a ([^>]*)>/g, (_, attributes: string) => `<a ${attributes.match(/[\w-]+="[^"]*"/g)!.sort().join(' ')}>`);

const LOCATIONS = ['/', '/jobs', '/jobs?keywords=x', '/Jobs/extra', '/jobsearch', '/blog/some-post', '/apply/12'];
const TARGETS = ['/', '/jobs', '/blog', '/apply/12', '/faq'];

describe('AppLink', () => {
  it.each(LOCATIONS)('at %s, renders as Link does', (location) => {
    for (const to of TARGETS) {
      expect(at(location, <AppLink to={to} className="c">x</AppLink>)).toBe(at(location, <Link to={to} className="c">x</Link>));
    }
  });

  it.each(LOCATIONS)('at %s, AppNavLink marks the current route as NavLink does', (location) => {
    for (const to of TARGETS) {
      for (const end of [false, true]) {
        expect(at(location, <AppNavLink to={to} end={end} className="c">x</AppNavLink>)).toBe(at(location, <NavLink to={to} end={end} className="c">x</NavLink>));
      }
    }
  });

  it('takes a history state as Link does, without writing it into the markup', () => {
    const state = { keepScroll: true };
    expect(at('/jobs', <AppLink to="/jobs?page=2" state={state}>x</AppLink>)).toBe(at('/jobs', <Link to="/jobs?page=2" state={state}>x</Link>));
    expect(at('/jobs', <AppNavLink to="/jobs" state={state}>x</AppNavLink>)).toBe(at('/jobs', <NavLink to="/jobs" state={state}>x</NavLink>));
  });

  it('marks the link to the current page, and only that one', () => {
    const markup = at('/faq', <><AppNavLink to="/faq">FAQ</AppNavLink><AppNavLink to="/" end>Home</AppNavLink></>);
    expect(markup).toBe('<a aria-current="page" class="active" href="/faq">FAQ</a><a href="/">Home</a>');
  });
});
