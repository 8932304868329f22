// Browser-safe domain core: schemas, constants, rules, cipher. Imports zod and crypto-js only.
export * from './constants';
export * from './schemas';
export * from './errors';
export * from './dates';
export * from './moderation';
export * from './job-cipher';
export * from './app-config';
export * from './job-search-url';
export * from './page-render';
