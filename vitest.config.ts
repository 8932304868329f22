// Three layers, one command: `vitest run` runs them all, `vitest run --project <name>` one of them.
//   unit:      domain, store, services, mail, API through inject(), CLI, console handlers (Node)
//   component: the portal's own logic (forms, state, API client, content) in Node
//   browser:   the built portal and console driven in Chromium
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/{shared,server,main,tooling}/**/*.test.ts'] } },
      { extends: true, test: { name: 'component', include: ['tests/portal/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/{e2e,console,ssr}/**/*.test.ts'],
          // Builds the portal once per run, into a temporary folder (never over dist/portal).
          globalSetup: ['tests/browser-setup.ts'],
        },
      },
    ],
  },
});
