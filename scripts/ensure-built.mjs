// `npm start` on a fresh clone: build the portal once if it has not been built yet.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const portalDir = process.env.PORTAL_DIR ?? 'dist/portal';
if (!existsSync(`${portalDir}/index.html`)) {
  console.log('Building the portal (first start)...');
  execSync('npm run build', { stdio: 'inherit' });
}
