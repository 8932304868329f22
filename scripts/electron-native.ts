// Builds better-sqlite3's native addon for another runtime (Electron) in a scratch copy of the
// package, so node_modules keeps its Node build for the server and the tests. Needs the internet:
// a prebuilt binary comes from the better-sqlite3 releases, or headers from electronjs.org.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';

const require = createRequire(import.meta.url);

export interface NativeTarget {
  runtime: 'electron' | 'node';
  /** The runtime's version, e.g. Electron's "40.10.2". */
  version: string;
  /** Where node-gyp fetches that runtime's headers when no prebuilt binary fits. */
  distUrl?: string;
}

/** The env for child builds: without npm's nodedir, which points at Node's headers, not Electron's. */
function buildEnv(keepNodedir: boolean): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (!keepNodedir) {
    for (const key of Object.keys(env)) if (key.toLowerCase() === 'npm_config_nodedir') delete env[key];
  }
  return env;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): boolean {
  console.log(`> ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd, env, stdio: 'inherit' }).status === 0;
}

function nodeGypScript(): string | undefined {
  // npm tells its scripts where its own node-gyp is; otherwise look beside this Node's npm.
  const candidates = [
    process.env.npm_config_node_gyp,
    join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
  ];
  return candidates.find((file): file is string => !!file && existsSync(file));
}

/**
 * Writes better_sqlite3.node built for `target` to `outputFile`: first tries the project's
 * prebuilt binaries (prebuild-install), then compiles from source with node-gyp.
 */
export function buildBetterSqlite3For(target: NativeTarget, outputFile: string, { keepNodedir = false } = {}): void {
  const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
  const stage = mkdtempSync(join(tmpdir(), `better-sqlite3-${target.runtime}-`));
  try {
    // The package's sources without its Node build and without nested modules.
    cpSync(packageDir, stage, {
      recursive: true,
      filter: (source) => {
        const top = relative(packageDir, source).split(sep)[0];
        return top !== 'build' && top !== 'node_modules';
      },
    });
    const env = buildEnv(keepNodedir);
    const prebuildInstall = require.resolve('prebuild-install/bin.js');
    const platform = ['--runtime', target.runtime, '--target', target.version, '--arch', process.arch, '--platform', process.platform];
    const downloaded = run(process.execPath, [prebuildInstall, ...platform, '--verbose'], stage, env);
    if (!downloaded) {
      const nodeGyp = nodeGypScript();
      if (!nodeGyp) throw new Error('No prebuilt better-sqlite3 fits and node-gyp was not found to compile one.');
      const gypArgs = [nodeGyp, 'rebuild', '--release', `--runtime=${target.runtime}`, `--target=${target.version}`];
      if (target.distUrl) gypArgs.push(`--dist-url=${target.distUrl}`);
      if (!run(process.execPath, gypArgs, stage, env)) {
        throw new Error(`Could not build better-sqlite3 for ${target.runtime} ${target.version}; see the output above.`);
      }
    }
    const built = join(stage, 'build', 'Release', 'better_sqlite3.node');
    if (!existsSync(built)) throw new Error(`The build left no ${built}.`);
    mkdirSync(dirname(outputFile), { recursive: true });
    // Copied under a temporary name first, so an interrupted copy never looks like a finished one.
    copyFileSync(built, `${outputFile}.part`);
    renameSync(`${outputFile}.part`, outputFile);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
