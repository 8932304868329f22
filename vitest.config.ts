import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Builds the portal once per run so the browser tests test the current code.
    globalSetup: ['tests/global-setup.ts'],
  },
});
