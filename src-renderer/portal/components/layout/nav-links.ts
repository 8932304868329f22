// The header's eight links (spec section 2). The mobile menu leaves out About.
export interface NavItem {
  to: string;
  label: string;
  /** Also resets the selected category, like every Find Jobs link. */
  findsJobs?: boolean;
  inMobileMenu: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', inMobileMenu: true },
  { to: '/jobs', label: 'Find Jobs', findsJobs: true, inMobileMenu: true },
  { to: '/contact', label: 'Contact', inMobileMenu: true },
  { to: '/about', label: 'About', inMobileMenu: false },
  { to: '/faq', label: 'FAQ', inMobileMenu: true },
  { to: '/post-job', label: 'Post Job', inMobileMenu: true },
  { to: '/privacy', label: 'Privacy', inMobileMenu: true },
  { to: '/terms', label: 'Terms', inMobileMenu: true },
];
