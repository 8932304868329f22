// The console's app://console/ scheme without Electron: which file a URL names, what is answered,
// and that nothing outside the built renderer folder can be reached.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INDEX_URL } from '../../shared/ipc/trusted-urls';
import { APP_SCHEME_PRIVILEGES, appFileResponse, contentTypeOf, registerAppProtocol, resolveAppFile } from '../../src-main/app-protocol';

let base: string;
let renderer: string;

beforeAll(() => {
  // base/renderer is served; base/secret.txt and base/renderer-evil/ sit beside it.
  base = mkdtempSync(join(tmpdir(), 'console-protocol-'));
  renderer = join(base, 'renderer');
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  mkdirSync(join(base, 'renderer-evil'));
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Job Portal console</title>');
  writeFileSync(join(renderer, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(renderer, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(renderer, 'assets', 'logo.svg'), '<svg/>');
  writeFileSync(join(base, 'secret.txt'), 'secret');
  writeFileSync(join(base, 'renderer-evil', 'x.js'), 'evil');
  symlinkSync(join(base, 'secret.txt'), join(renderer, 'assets', 'link.txt'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('which file an app://console URL names', () => {
  it.each([
    ['app://console/index.html', 'index.html'],
    ['app://console/', 'index.html'],
    ['app://console/assets/index-abc123.js?v=1#x', 'assets/index-abc123.js'],
    ['app://console/assets/logo%20name.svg', 'assets/logo name.svg'],
    // The URL parser stops dot segments at the root: these stay inside (and are missing there).
    ['app://console/../secret.txt', 'secret.txt'],
    ['app://console/%2e%2e/secret.txt', 'secret.txt'],
  ])('%s is %s in the renderer folder', (url, file) => {
    expect(resolveAppFile(renderer, url)).toBe(join(renderer, file));
  });

  it.each([
    'app://console/..%2fsecret.txt',
    'app://console/assets/..%2f..%2fsecret.txt',
    'app://console/..%2frenderer-evil/x.js',
    'app://console/..%5csecret.txt',
    'app://console/index.html%00.js',
    'app://console/%E0%A4%A',
    'app://evil/index.html',
    'app://console.evil/index.html',
    'file:///etc/passwd',
    'https://console/index.html',
    'not a url',
  ])('%s names nothing', (url) => {
    expect(resolveAppFile(renderer, url)).toBeNull();
  });
});

describe('what the scheme answers', () => {
  it.each([
    [APP_INDEX_URL, 'text/html; charset=utf-8', '<!doctype html><title>Job Portal console</title>'],
    ['app://console/assets/index-abc123.js', 'text/javascript; charset=utf-8', 'console.log(1)'],
    ['app://console/assets/index-abc123.css', 'text/css; charset=utf-8', 'body{}'],
    ['app://console/assets/logo.svg', 'image/svg+xml', '<svg/>'],
  ])('%s with %s', async (url, type, body) => {
    const res = await appFileResponse(renderer, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(body);
  });

  it.each([
    ['a path out of the folder', 'app://console/..%2fsecret.txt'],
    ['dot segments stopped at the root', 'app://console/../secret.txt'],
    ['a sibling folder whose name starts like it', 'app://console/..%2frenderer-evil/x.js'],
    ['a symlink inside that points outside', 'app://console/assets/link.txt'],
    ['a folder', 'app://console/assets'],
    ['a missing file', 'app://console/missing.js'],
    ['another host', 'app://evil/index.html'],
  ])('404 for %s, never the file', async (_name, url) => {
    const res = await appFileResponse(renderer, url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret');
  });

  it('gives unknown extensions no type a browser would run', () => {
    expect(contentTypeOf('/x/file.exe')).toBe('application/octet-stream');
    expect(contentTypeOf('/x/FILE.JS')).toBe('text/javascript; charset=utf-8');
  });

  it('registers as a standard, secure scheme without CORS or CSP bypass, answering GET only', async () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } });
    let handler: ((request: Request) => Response | Promise<Response>) | undefined;
    registerAppProtocol({ handle: (scheme, fn) => ((handler = fn), expect(scheme).toBe('app')) }, renderer);
    expect((await handler!(new Request(APP_INDEX_URL))).status).toBe(200);
    expect((await handler!(new Request(APP_INDEX_URL, { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});
