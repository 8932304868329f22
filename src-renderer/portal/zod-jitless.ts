// zod compiles each object schema with `new Function` when the schema is made, unless told not
// to; the CSP forbids eval, so a schema made before `config({ jitless: true })` has run would log a
// violation (and cost Lighthouse's Best Practices). Schemas are made as their modules load, in
// whatever order the screen's chunks import them, so the setting goes first, before any of them.
// zod keeps its configuration on this global and adopts an object already there; setting it
// directly keeps zod itself out of the page's first load. `forms/schema-resolver.ts` sets the
// same through zod's own `config`, for code that loads zod another way.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
