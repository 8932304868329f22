// `npm start` on a fresh clone: build the portal once if it has not been built yet. A failed build
// is reported, and the server starts anyway: the API does not need the portal.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const portalDir = process.env.PORTAL_DIR ?? 'dist/portal';
if (!existsSync(`${portalDir}/index.html`)) {
  console.log('Building the portal (first start)...');
  try {
    execSync('npm run build', { stdio: 'inherit' });
  } catch {
    console.error('The portal build failed (see above); starting the API without it.');
  }
}
