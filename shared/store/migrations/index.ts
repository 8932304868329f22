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

/** Migration N brings the database to `PRAGMA user_version = N`. Append only. */
export const MIGRATIONS: readonly string[] = [
  initial,
  searchMailSettings,
  moderationAnalytics,
  proofs,
  selfService,
  searchPrefix4,
  demoReminders,
  searchPrefix3,
  employerLookupTables,
  searchDetailColumn,
  searchShortWordsExact,
  demoRowsInBulk,
  searchNoPrefixIndex,
  searchTermDocs,
  staffRequests,
];
