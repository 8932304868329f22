import initial from './001-initial';
import searchMailSettings from './002-search-mail-settings';
import moderationAnalytics from './003-moderation-analytics';
import proofs from './004-proofs';
import selfService from './005-self-service';
import searchPrefix4 from './006-search-prefix-4';
import demoReminders from './007-demo-reminders';
import searchPrefix3 from './008-search-prefix-3';
import employerLookupTables from './009-employer-lookup-tables';
import searchDetailColumn from './010-search-detail-column';
import searchShortWordsExact from './011-search-short-words-exact';
import demoRowsInBulk from './012-demo-rows-in-bulk';
import searchNoPrefixIndex from './013-search-no-prefix-index';
import searchTermDocs from './014-search-term-docs';
import staffRequests from './015-staff-requests';
import heldApplications from './016-held-applications';
import gonePageViews from './017-gone-page-views';
import searchFacets from './018-search-facets';
import searchFacetsIndex from './019-search-facets-index';
import alertFilters from './020-alert-filters';

/** A shipped migration: its file's name (number first) and its SQL. */
export interface Migration {
  name: string;
  sql: string;
}

/**
 * Migration N brings the database to `PRAGMA user_version = N`. Append only: a shipped migration's
 * SQL is checked against the checksum each database recorded when it applied it (migration-checksums.ts).
 */
export const MIGRATIONS: readonly Migration[] = [
  { name: '001-initial', sql: initial },
  { name: '002-search-mail-settings', sql: searchMailSettings },
  { name: '003-moderation-analytics', sql: moderationAnalytics },
  { name: '004-proofs', sql: proofs },
  { name: '005-self-service', sql: selfService },
  { name: '006-search-prefix-4', sql: searchPrefix4 },
  { name: '007-demo-reminders', sql: demoReminders },
  { name: '008-search-prefix-3', sql: searchPrefix3 },
  { name: '009-employer-lookup-tables', sql: employerLookupTables },
  { name: '010-search-detail-column', sql: searchDetailColumn },
  { name: '011-search-short-words-exact', sql: searchShortWordsExact },
  { name: '012-demo-rows-in-bulk', sql: demoRowsInBulk },
  { name: '013-search-no-prefix-index', sql: searchNoPrefixIndex },
  { name: '014-search-term-docs', sql: searchTermDocs },
  { name: '015-staff-requests', sql: staffRequests },
  { name: '016-held-applications', sql: heldApplications },
  { name: '017-gone-page-views', sql: gonePageViews },
  { name: '018-search-facets', sql: searchFacets },
  { name: '019-search-facets-index', sql: searchFacetsIndex },
  { name: '020-alert-filters', sql: alertFilters },
];
