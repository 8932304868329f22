import initial from './001-initial';

/** Migration N brings the database to `PRAGMA user_version = N`. Append only. */
export const MIGRATIONS: readonly string[] = [initial];
