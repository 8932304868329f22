// `npm start` rebuilds the server or the portal when any of its sources changed since the build
// (a pull, a checkout, an edit), and only then.
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isFresh, stamp } from '../../scripts/build/freshness.mjs';
import { tempDir } from '../helpers/services';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('build freshness', () => {
  it('calls a build stale after any change to its sources, and fresh again once stamped', () => {
    dir = tempDir('jobportal-fresh-');
    const at = (...parts: string[]) => join(dir!, ...parts);
    mkdirSync(at('src', 'deep'), { recursive: true });
    mkdirSync(at('src', 'node_modules'), { recursive: true });
    writeFileSync(at('src', 'a.ts'), 'export const a = 1;');
    writeFileSync(at('src', 'deep', 'b.ts'), 'export const b = 2;');
    writeFileSync(at('vite.config.ts'), 'export default {};');
    const inputs = [at('src'), at('vite.config.ts')];
    const output = at('dist', 'main.js');
    const stampFile = at('dist', '.stamps', 'main');

    expect(isFresh(stampFile, output, inputs)).toBe(false); // never built
    mkdirSync(at('dist'));
    writeFileSync(output, '// built');
    stamp(stampFile, inputs);
    expect(isFresh(stampFile, output, inputs)).toBe(true);

    const changes: [string, () => void][] = [
      ['an edit', () => writeFileSync(at('src', 'deep', 'b.ts'), 'export const b = 22;')],
      ['a new file', () => writeFileSync(at('src', 'c.ts'), 'export const c = 3;')],
      ['a removed file', () => rmSync(at('src', 'c.ts'))],
      ['a checkout that only touched a file', () => utimesSync(at('vite.config.ts'), new Date(), new Date(Date.now() + 5_000))],
    ];
    for (const [change, make] of changes) {
      make();
      expect(isFresh(stampFile, output, inputs), change).toBe(false);
      stamp(stampFile, inputs);
      expect(isFresh(stampFile, output, inputs), `${change}, rebuilt`).toBe(true);
    }

    writeFileSync(at('src', 'node_modules', 'x.js'), 'ignored'); // dependencies count through package-lock.json
    expect(isFresh(stampFile, output, inputs)).toBe(true);
    rmSync(output);
    expect(isFresh(stampFile, output, inputs)).toBe(false); // the build itself is gone
  });
});
