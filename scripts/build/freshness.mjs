// "Is this build older than its sources?" without building: a fingerprint of every input file's
// path, size and modification time, kept beside the build. A pull, a checkout or an edit changes
// it; an unchanged tree costs a few milliseconds of stat calls.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'out', 'data', '.git']);

function* files(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield [path, stat];
    return;
  }
  for (const name of readdirSync(path).sort()) if (!SKIP.has(name)) yield* files(join(path, name));
}

export function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) for (const [path, stat] of files(input)) hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
  return hash.digest('hex');
}

/** True when `output` exists and was built from inputs with exactly this fingerprint. */
export function isFresh(stampFile, output, inputs) {
  if (!existsSync(output) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === fingerprint(inputs);
}

export function stamp(stampFile, inputs) {
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${fingerprint(inputs)}\n`);
}
