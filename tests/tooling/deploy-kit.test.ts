// The deployment kit's files agree with the program and with each other: the environment template
// names every setting and loads as a valid production configuration, the systemd unit passes
// systemd's own checks with its sandbox tight, and the unit lets the server write where the
// template puts DATA_DIR. (tests/e2e/behind-caddy.test.ts runs the Caddyfile for real.)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES, loadConfig } from '../../shared/config';

const ENV_FILE = 'deploy/jobportal.env';
const UNIT_FILE = 'deploy/jobportal.service';
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/** KEY=value lines as systemd's EnvironmentFile= reads them (surrounding double quotes removed). */
function environmentFile(text: string) {
  const set: Record<string, string> = {};
  const commented = new Set<string>();
  for (const line of text.split('\n')) {
    const active = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (active) set[active[1]!] = active[2]!.replace(/^"(.*)"$/, '$1');
    const inactive = /^#([A-Z][A-Z0-9_]*)=/.exec(line);
    if (inactive) commented.add(inactive[1]!);
  }
  return { set, commented };
}

/** The values of one key in a unit file (a key may be given more than once). */
const unitValues = (text: string, key: string) => [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]!);

describe('the environment file template', () => {
  const { set, commented } = environmentFile(readFileSync(ENV_FILE, 'utf8'));

  it('names every setting the programs read, set or commented with its default', () => {
    const named = new Set([...Object.keys(set), ...commented]);
    expect(SETTING_NAMES.filter((name) => !named.has(name))).toEqual([]);
    expect([...named].filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
  });

  it('is a valid configuration for a server behind a TLS proxy on the same machine', () => {
    const config = loadConfig(set);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toMatch(/^https:\/\//);
    expect(config.trustProxy).toBe('127.0.0.1');
    expect(config.rateLimits).toBe(true);
    expect(config.metrics?.token).toBeUndefined();
    expect(config.metrics?.allow?.check('127.0.0.1')).toBe(true);
  });
});

describe('the systemd unit', () => {
  const unit = readFileSync(UNIT_FILE, 'utf8');

  it('reads the template, runs the built server, and writes only where DATA_DIR is', () => {
    const { set } = environmentFile(readFileSync(ENV_FILE, 'utf8'));
    expect(unitValues(unit, 'EnvironmentFile')).toEqual(['/etc/jobportal/jobportal.env']);
    expect(unitValues(unit, 'ExecStart')).toEqual(['/usr/bin/node dist/server/main.js']);
    expect(unitValues(unit, 'ReadWritePaths')).toEqual([set.DATA_DIR]);
    expect(`/var/lib/${unitValues(unit, 'StateDirectory')[0]}`).toBe(set.DATA_DIR);
    for (const [key, value] of [['ProtectSystem', 'strict'], ['NoNewPrivileges', 'yes'], ['PrivateTmp', 'yes'], ['ProtectHome', 'yes']]) {
      expect(unitValues(unit, key!), key).toEqual([value]);
    }
    expect(unitValues(unit, 'MemoryDenyWriteExecute')).toEqual([]); // V8's JIT needs it off
  });

  const analyze = existsSync(SYSTEMD_ANALYZE);
  if (!analyze) console.warn(`Skipping systemd's own checks of ${UNIT_FILE}: no ${SYSTEMD_ANALYZE} here.`);

  it.skipIf(!analyze)('passes systemd-analyze verify without a warning', () => {
    const run = spawnSync(SYSTEMD_ANALYZE, ['verify', UNIT_FILE], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.skipIf(!analyze)('keeps systemd’s exposure score at 2.0 or below ("OK")', () => {
    // --threshold is in tenths of the printed score: 20 = 2.0 of 10.
    const report = execFileSync(SYSTEMD_ANALYZE, ['security', '--offline=true', '--threshold=20', UNIT_FILE], { encoding: 'utf8' });
    expect(report).toMatch(/Overall exposure level for jobportal\.service: ([01]\.\d|2\.0) /);
  });
});
