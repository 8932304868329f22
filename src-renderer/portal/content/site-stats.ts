// The spec's figures, shown on the home page's strip and on the About page. A module of their own,
// so the home page does not load the About page's text with them.
export const SITE_STATS: readonly { value: string; label: string }[] = [
  { value: '1000+', label: 'Active Job Listings' },
  { value: '5000+', label: 'Registered Users' },
  { value: '200+', label: 'Partner Companies' },
  { value: '95%', label: 'Success Rate' },
];
