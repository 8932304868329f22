// Browser-safe domain core: schemas, entities, constants, rules, cipher. Imports zod and crypto-js only.
export * from './constants';
export * from './schemas';
export * from './entities';
export * from './errors';
export * from './dates';
export * from './moderation';
export * from './job-cipher';
export * from './job-text';
export * from './markup';
export * from './app-config';
export * from './review-rules';
export * from './posting-signals';
export * from './job-search-url';
export * from './page-render';
export * from './private-links';
export * from './self-service';
export * from './self-service-forms';
