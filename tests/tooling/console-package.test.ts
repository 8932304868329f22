// A packaged console ships with its Electron fuses set (console-fuses.ts), and the packaging script
// refuses to run half-equipped.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONSOLE_FUSES, PACKAGING_PACKAGES, flipFusesOptions } from '../../scripts/package/console-fuses';

const run = promisify(execFile);
const installed = PACKAGING_PACKAGES.every((name) => {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
});

describe('the packaged console', () => {
  it('turns off running as Node, NODE_OPTIONS and the inspector, and turns on the ASAR integrity check', () => {
    expect(CONSOLE_FUSES).toMatchObject({
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
    });
  });

  it('gives @electron/fuses every fuse by its own number, and refuses a fuse that version does not know', () => {
    // FuseV1Options as @electron/fuses numbers them.
    const v1 = { RunAsNode: 0, EnableCookieEncryption: 1, EnableNodeOptionsEnvironmentVariable: 2, EnableNodeCliInspectArguments: 3, EnableEmbeddedAsarIntegrityValidation: 4, OnlyLoadAppFromAsar: 5, GrantFileProtocolExtraPrivileges: 7 };
    expect(flipFusesOptions(v1, '1')).toEqual({ version: '1', 0: false, 1: true, 2: false, 3: false, 4: true, 5: true, 7: false });
    const { GrantFileProtocolExtraPrivileges: _dropped, ...older } = v1;
    expect(() => flipFusesOptions(older as typeof v1, '1')).toThrow(/knows no fuse GrantFileProtocolExtraPrivileges/);
  });

  it.runIf(installed)('names every fuse the installed @electron/fuses knows, by its own numbers', async () => {
    const { FuseV1Options, FuseVersion } = await import('@electron/fuses');
    const options = flipFusesOptions(FuseV1Options as never, FuseVersion.V1);
    expect(options).toMatchObject({ version: FuseVersion.V1, [FuseV1Options.RunAsNode]: false, [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true });
    expect(Object.keys(options)).toHaveLength(Object.keys(CONSOLE_FUSES).length + 1);
  });

  // Where they are installed the script would really package the console: that is a manual step.
  it.skipIf(installed)('stops with the packages to install when @electron/packager and @electron/fuses are missing, building nothing', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'scripts/package/package-console.ts'], { timeout: 60_000 }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).not.toBeNull();
    expect(failure!.code).toBe(1);
    expect(failure!.stderr).toContain(`npm install --save-dev ${PACKAGING_PACKAGES.join(' ')}`);
  });
});
