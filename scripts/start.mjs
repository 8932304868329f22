// `npm start`: builds what is missing or older than its sources (the compiled server, the portal),
// then runs the compiled server. A failed portal build is reported and the API starts anyway.
import { execSync } from 'node:child_process';
import { buildServer } from './build/build-server.mjs';
import { isFresh, stamp } from './build/freshness.mjs';

const DEPENDENCIES = ['package.json', 'package-lock.json'];
const SERVER = {
  output: 'dist/server/main.js',
  stampFile: 'dist/.stamps/server',
  inputs: ['server', 'shared', 'scripts/build/build-server.mjs', ...DEPENDENCIES],
};
const PORTAL = {
  output: 'dist/portal/index.html',
  stampFile: 'dist/.stamps/portal',
  inputs: ['src-renderer/portal', 'src-renderer/ui', 'shared/domain', 'scripts/blog', 'scripts/vite-precompress.ts', 'scripts/vite-script-priority.ts', 'vite.config.ts', ...DEPENDENCIES],
};

if (!isFresh(SERVER.stampFile, SERVER.output, SERVER.inputs)) {
  console.log('Building the server...');
  await buildServer();
  stamp(SERVER.stampFile, SERVER.inputs);
}
// An operator who serves another PORTAL_DIR builds it themselves.
if (!process.env.PORTAL_DIR && !isFresh(PORTAL.stampFile, PORTAL.output, PORTAL.inputs)) {
  console.log('Building the portal...');
  try {
    execSync('npm run -s build', { stdio: 'inherit' });
    stamp(PORTAL.stampFile, PORTAL.inputs);
  } catch {
    console.error('The portal build failed (see above); starting the API without it.');
  }
}
await import('../dist/server/main.js');
