// The staff endpoint exactly as `staff rpc` serves it, but on the test's fake clock (read from a
// file the test writes before each call), so the console's browser tests run over real SSH with
// the same deadlines and ages as in process. Usage: <dataDir> <clockFile> <name> [role]
import { readFileSync } from 'node:fs';
import { consoleContext } from '../../shared/ipc/handlers';
import type { StaffRole } from '../../shared/ipc/roles';
import { fixedModeratorProfile } from '../../shared/services/moderator-profile';
import { serveStaffRpc } from '../../shared/remote/rpc-server';
import { openStore } from '../../shared/store/store';

const [dataDir, clockFile, name, role = 'moderator'] = process.argv.slice(2);
const store = openStore(dataDir!);
const clock = { now: () => Number(readFileSync(clockFile!, 'utf8')) };
await serveStaffRpc(consoleContext({ store, clock }, fixedModeratorProfile(name!), role as StaffRole), {
  input: process.stdin,
  output: process.stdout,
  log: (message, error) => console.error(message, error),
});
store.close();
