// The house rules are checks, not care: a planted violation must fail the same commands that
// `npm test` runs (the type check of the browser and Node halves, and the import-boundary lint).
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
let dir: string;

/** Runs a tool from the repository's node_modules in the scratch tree; resolves to its exit code and output. */
async function tool(bin: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'node_modules', bin), ...args], { cwd: dir, timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

function write(path: string, text: string) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

const lint = (...files: string[]) => tool('dependency-cruiser/bin/dependency-cruise.mjs', ['--config', '.dependency-cruiser.cjs', ...files]);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'house-rules-'));
  for (const file of ['.dependency-cruiser.cjs', '.dependency-cruiser.babel.json', 'tsconfig.base.json', 'tsconfig.web.json']) cpSync(join(ROOT, file), join(dir, file));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  // Stand-ins for the modules a violation reaches.
  write('shared/store/store.ts', 'export const openStore = () => 1;\n');
  write('shared/domain/index.ts', 'export const PAGE_SIZE = 25;\n');
  write('server/app.ts', 'export const buildApp = () => 1;\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('import boundaries (npm run lint)', () => {
  it('passes a portal file that imports only shared/domain', async () => {
    write('src-renderer/portal/fine.tsx', "import { PAGE_SIZE } from '../../shared/domain';\nexport const Size = () => <b>{PAGE_SIZE}</b>;\n");
    const { code, output } = await lint('src-renderer/portal/fine.tsx');
    expect(output).toContain('no dependency violations');
    expect(code).toBe(0);
  });

  it('fails a portal file that imports node:fs, the store or Electron', async () => {
    write(
      'src-renderer/portal/planted.ts',
      "import { readFileSync } from 'node:fs';\nimport { openStore } from '../../shared/store/store';\nimport { ipcRenderer } from 'electron';\nexport const all = [readFileSync, openStore, ipcRenderer];\n",
    );
    const { code, output } = await lint('src-renderer/portal/planted.ts');
    expect(code).not.toBe(0);
    expect(output).toContain('renderer-uses-node: src-renderer/portal/planted.ts → fs');
    expect(output).toContain('renderer-uses-node-side-shared: src-renderer/portal/planted.ts → shared/store/store.ts');
    expect(output).toContain('renderer-imports-electron');
  });

  it('fails shared/domain importing Node or a program, and anyone importing server/', async () => {
    write('shared/domain/planted.ts', "import { createHash } from 'node:crypto';\nimport { buildApp } from '../../server/app';\nexport const all = [createHash, buildApp];\n");
    const { code, output } = await lint('shared/domain/planted.ts');
    expect(code).not.toBe(0);
    expect(output).toContain('domain-is-pure: shared/domain/planted.ts → crypto');
    expect(output).toContain('server-imported-from-outside: shared/domain/planted.ts → server/app.ts');
  });
});

describe('the browser half of the type check (tsconfig.web.json)', () => {
  it('fails browser code that uses Node modules or globals', async () => {
    write('src-renderer/portal/node-use.ts', "import { readFileSync } from 'node:fs';\nexport const all = [readFileSync, process.env.HOME, Buffer.from('x')];\n");
    write('tsconfig.planted.json', JSON.stringify({ extends: './tsconfig.web.json', compilerOptions: { composite: false }, include: ['src-renderer/portal/node-use.ts'] }));
    const { code, output } = await tool('typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.planted.json']);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Cannot find name 'node:fs'|Cannot find module 'node:fs'/);
    expect(output).toContain("Cannot find name 'process'");
    expect(output).toContain("Cannot find name 'Buffer'");
  });
});

describe('the Node half of the type check (tsconfig.node.json)', () => {
  it('fails server code that uses the DOM', async () => {
    cpSync(join(ROOT, 'tsconfig.node.json'), join(dir, 'tsconfig.node.json'));
    write('server/dom-use.ts', "export const all = [document.title, window.location.href];\n");
    write('tsconfig.planted-node.json', JSON.stringify({ extends: './tsconfig.node.json', compilerOptions: { composite: false }, include: ['server/dom-use.ts'] }));
    const { code, output } = await tool('typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.planted-node.json']);
    expect(code).not.toBe(0);
    expect(output).toContain("Cannot find name 'document'");
    expect(output).toContain("Cannot find name 'window'");
  });
});
