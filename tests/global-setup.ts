// Builds the portal once per test run, so the browser tests always exercise the current code.
import { build } from 'vite';

export default async function buildPortal() {
  const started = Date.now();
  // Vitest sets NODE_ENV=test, which would make Vite ship React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'error' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  console.log(`Portal built for the browser tests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
