// The staff CLI: the console's moderation actions for a headless server, plus seeding and backups.
// Usage: npm run staff -- <command> [arguments]   (works on DATA_DIR, like the server)
import { parseArgs } from 'node:util';
import { isAppError } from '../shared/domain';
import { seedDemoJobs } from '../shared/services/demo-seed';
import { moderateReview } from '../shared/services/feedback';
import { approvePosting, expirePosting, pendingPostings, rejectPosting } from '../shared/services/postings';
import { defaultModeratorName } from '../shared/services/moderator-profile';
import { sweep } from '../shared/services/retention';
import { finishSlicedMigrations, upgradeHolding, upgradeWorkLeft } from '../shared/services/sliced-migrations';
import { sendDueDigests } from '../shared/services/alert-digests';
import { takeDownReported } from '../shared/services/job-reports';
import { sendExpiryReminders } from '../shared/services/posting-mail';
import { publicUrlWarning, saveSettings } from '../shared/services/site-settings';
import type { SettingKey } from '../shared/store/settings-repository';
import { loadConfig } from '../shared/config';
import { changesWaiting, decideChanges, showPosting } from './cli-postings';
import { openRuntime, type Runtime } from '../shared/runtime';
import { checkRemoteCommand, identityOf, RemoteUsageError, requestedCommand, runOverSsh, serveRpc, type StaffIdentity } from './staff-remote';

const USAGE = `Staff commands (npm run staff -- <command>):
  help                             this list
  pending [--json]                 postings awaiting review, most urgent first
  approve <id> [--seen <version>]  publish a pending posting (live for 30 days)
  reject <id> --reason <text> [--seen <version>]
                                   reject a pending posting; the reason is mailed to the employer
                                   (--seen: the version you read, from pending --json; a posting
                                   changed since is refused instead of decided unread)
  expire <id>                      take a published posting down now
  show <id>                        one posting as the public sees it, its signals and its history
  changes [--json]                 live postings whose employer sent changes, the most urgent first
  approve-changes <id>             publish the changes an employer sent to a live posting
  reject-changes <id> --reason <text>   keep the live version; the reason is mailed to the employer
                                   (decisions are recorded under --as <name>, else your user name)
  sweep                            expire postings past 30 days and delete data past retention
  upgrade                          finish what an upgrade left to do in slices (the server does it
                                   by itself; this is for a store no server runs on)
  digests [--all]                  queue the job-alert digests that are due now (--all: every active
                                   alert, its due time or not; only jobs it has not mailed yet)
  reminders                        queue the reminders for postings that end within 3 days
  reports [--json]                 live postings that visitors reported, with the reasons
  take-down <id>                   take a reported posting down (expire it, the reports settled)
  reviews [--json]                 reviews awaiting approval
  approve-review <id>              show a review on the site
  reject-review <id>               never show a review
  messages [--json]                the latest contact messages
  mail                             the mail outbox: queued, failing, failed and sent messages
  settings                         the settings the server, CLI and console share
  settings set <name> <value>      change one: public_url, support_email, staff_email, site_name
  seed --demo --count <n>          add n published demo jobs across all nine categories
  backup <folder>                  copy the database, resumes and mail to a new folder laid out like
                                   DATA_DIR, while everything runs (backup <file>.db: the database alone)
  restore --from <replica> [--at <time>] <new DATA_DIR>
                                   restore a replica (REPLICA_URL), or its state at a time, into a
                                   new DATA_DIR; checked, and never over the one in use
  rpc --as <name> [--role moderator|analyst]
                                   the staff endpoint of remote consoles (an SSH key's forced
                                   command): the console's calls as JSON lines on stdin/stdout, or
                                   the command the client named, under that name and role

Any command on a hosted site, through its staff endpoint:
  --ssh <user@host> [--ssh-port <n>] [--ssh-key <file>] [--ssh-config <file>] <command> [arguments]`;

class UsageError extends Error {}

const SETTING_CHECKS: Partial<Record<SettingKey, (value: string) => string | null>> = {
  public_url: (v) => (/^https?:\/\/[^\s/]+/.test(v) ? null : 'public_url must be the site address, like https://jobs.example.com'),
  support_email: (v) => (/^[^\s@]+@[^\s@]+$/.test(v) ? null : 'support_email must be an email address'),
  staff_email: (v) => (/^[^\s@]+@[^\s@]+$/.test(v) ? null : 'staff_email must be an email address'),
};

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

function printRows(rows: Record<string, unknown>[], json: boolean, empty: string) {
  if (json) for (const row of rows) console.log(JSON.stringify(row));
  else if (rows.length === 0) console.log(empty);
  else console.table(rows);
}

type Command = (runtime: Runtime, args: string[], flags: Flags) => Promise<void> | void;
type Flags = { json?: boolean; reason?: string; demo?: boolean; count?: string; as?: string; all?: boolean; seen?: string };

/** Set when an SSH key's forced command runs this CLI: decisions carry the key's name, whatever --as says. */
let forcedIdentity: StaffIdentity | undefined;

/** Settings staff may change here; the visitor-key secret is the server's own. */
const EDITABLE_SETTINGS: readonly SettingKey[] = ['public_url', 'support_email', 'staff_email', 'site_name'];

/** Commands that queue mail say so when its links would point to the wrong place. */
function warnIfNoPublicUrl({ store }: Runtime) {
  const warning = publicUrlWarning(store);
  if (warning) console.error(`Note: ${warning}`);
}

/** Who the decision is recorded under: --as, or the user running the CLI. */
const actorOf = (flags: Flags) => forcedIdentity?.name ?? flags.as ?? defaultModeratorName();

/** --seen: the version of the posting the moderator read; without it the decision is on the current version. */
function seenOf(flags: Flags): number | undefined {
  if (flags.seen === undefined) return undefined;
  if (!/^\d+$/.test(flags.seen)) throw new UsageError('--seen takes the version number from pending --json.');
  return Number(flags.seen);
}

const one = (args: string[], what: string) => {
  if (args.length !== 1) throw new UsageError(`Expected exactly one ${what}.`);
  return args[0]!;
};

const COMMANDS: Record<string, Command> = {
  pending({ services }, _args, { json }) {
    const rows = pendingPostings(services).map((j) => ({
      id: j.id,
      job_title: j.job_title,
      company_name: j.company_name,
      submitted_at: iso(j.submitted_at),
      due_at: iso(j.due_at),
      overdue: j.overdue,
      version: j.updated_at,
    }));
    printRows(rows, Boolean(json), 'No postings are waiting for review.');
  },
  async approve(runtime, args, flags) {
    const job = await approvePosting(runtime.services, one(args, 'job id'), { actor: actorOf(flags), seen: seenOf(flags) });
    warnIfNoPublicUrl(runtime);
    console.log(`Published job ${job.id} "${job.job_title}" until ${iso(job.expires_at)}.`);
  },
  async reject(runtime, args, flags) {
    const { reason } = flags;
    if (!reason?.trim()) throw new UsageError('A rejection needs --reason <text>: it is mailed to the employer.');
    const job = await rejectPosting(runtime.services, one(args, 'job id'), reason, { actor: actorOf(flags), seen: seenOf(flags) });
    warnIfNoPublicUrl(runtime);
    console.log(`Rejected job ${job.id} "${job.job_title}".`);
  },
  show({ services }, args) {
    console.log(showPosting(services, one(args, 'job id')));
  },
  changes({ services }, _args, { json }) {
    printRows(changesWaiting(services), Boolean(json), 'No changes to live postings are waiting for review.');
  },
  async 'approve-changes'(runtime, args, flags) {
    console.log(await decideChanges(runtime.services, one(args, 'job id'), actorOf(flags)));
    warnIfNoPublicUrl(runtime);
  },
  async 'reject-changes'(runtime, args, flags) {
    if (!flags.reason?.trim()) throw new UsageError('Rejecting changes needs --reason <text>: it is mailed to the employer.');
    console.log(await decideChanges(runtime.services, one(args, 'job id'), actorOf(flags), flags.reason));
    warnIfNoPublicUrl(runtime);
  },
  async expire({ services }, args, flags) {
    const job = await expirePosting(services, one(args, 'job id'), { actor: actorOf(flags) });
    console.log(`Expired job ${job.id} "${job.job_title}".`);
  },
  async sweep({ services, retention }) {
    const report = await sweep(services, retention);
    console.log(
      `Expired ${report.expiredJobs.length} posting(s); deleted ${report.deletedApplications} application(s), ` +
        `${report.deletedJobs} old posting(s), ${report.deletedPageViews} page view(s), ${report.deletedMessages} message(s), ` +
        `${report.deletedMail} sent mail record(s).`,
    );
  },
  async upgrade({ services }) {
    if (!upgradeWorkLeft(services)) {
      console.log('Nothing left to do: the database is fully upgraded.');
      return;
    }
    const lock = upgradeHolding(await finishSlicedMigrations(services));
    console.log(`Upgrade finished: ${lock.transactions} transaction(s), the longest held the write lock ${lock.longestMs.toFixed(1)} ms.`);
  },
  async digests({ services }, _args, { all }) {
    const report = await sendDueDigests(services, { everyAlert: Boolean(all) });
    console.log(`Queued ${report.sent} digest(s); ${report.nothingNew} alert(s) had no new jobs; ${report.lapsed} alert(s) lapsed.`);
  },
  async reminders({ services }) {
    console.log(`Queued ${await sendExpiryReminders(services)} expiry reminder(s).`);
  },
  reports({ store }, _args, { json }) {
    const rows = store.reports.openSummary().map((r) => ({ id: r.job_id, job_title: r.job_title, reports: r.reports, reasons: r.reasons }));
    printRows(rows, Boolean(json), 'No open reports.');
  },
  async 'take-down'({ services }, args, flags) {
    const { job } = await takeDownReported(services, one(args, 'job id'), actorOf(flags));
    console.log(`Took job ${job.id} "${job.job_title}" down.`);
  },
  reviews({ store }, _args, { json }) {
    const rows = store.reviews.pending().map((r) => ({ id: r.id, name: r.name, rating: r.rating, comment: r.comment, created_at: iso(r.created_at) }));
    printRows(rows, Boolean(json), 'No reviews are waiting for approval.');
  },
  async 'approve-review'({ services }, args) {
    const review = await moderateReview(services, one(args, 'review id'), 'approved');
    console.log(`Review ${review.id} by ${review.name} is now shown.`);
  },
  async 'reject-review'({ services }, args) {
    const review = await moderateReview(services, one(args, 'review id'), 'rejected');
    console.log(`Review ${review.id} by ${review.name} will not be shown.`);
  },
  messages({ store }, _args, { json }) {
    const rows = store.messages.recent(50).map((m) => ({ id: m.id, name: m.name, email: m.email, subject: m.subject, message: m.message, created_at: iso(m.created_at) }));
    printRows(rows, Boolean(json), 'No contact messages.');
  },
  mail({ store }, _args, { json }) {
    const counts = store.outbox.counts();
    if (!json) console.log(`${counts.queued} queued (${counts.failing} after a failed attempt), ${counts.sent} sent, ${counts.failed} failed for good.`);
    const rows = store.outbox.recent(20).map((m) => ({ id: m.id, kind: m.kind, to: m.recipient, status: m.status, attempts: m.attempts, last_error: m.last_error ?? '', created_at: iso(m.created_at) }));
    printRows(rows, Boolean(json), 'The outbox is empty.');
  },
  settings(runtime, args, { json }) {
    const { store } = runtime;
    if (args.length === 0) {
      const rows = store.settings.all().filter((s) => EDITABLE_SETTINGS.includes(s.key)).map((s) => ({ name: s.key, value: s.value, updated_at: iso(s.updated_at) }));
      printRows(rows, Boolean(json), 'No settings stored yet: the server stores the ones its environment sets when it starts.');
      if (!json) warnIfNoPublicUrl(runtime);
      return;
    }
    const [verb, key, value, ...rest] = args;
    if (verb !== 'set' || !key || value === undefined || rest.length) throw new UsageError('Use: settings set <name> <value>.');
    if (!EDITABLE_SETTINGS.includes(key as SettingKey)) throw new UsageError(`Unknown setting "${key}". Settings: ${EDITABLE_SETTINGS.join(', ')}.`);
    const checked = SETTING_CHECKS[key as SettingKey]?.(value);
    if (checked) throw new UsageError(checked);
    return saveSettings(runtime.services, { [key]: value.replace(/\/$/, '') }).then(() => console.log(`Set ${key} to ${value}.`));
  },
  async seed({ services }, _args, { demo, count }) {
    if (!demo) throw new UsageError('Only demo seeding exists: seed --demo --count <n>.');
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > 2_000_000) throw new UsageError('--count must be a whole number from 1 to 2000000.');
    const { inserted, lock } = await seedDemoJobs(services, n, { firstIndex: services.store.jobs.statusCounts().published });
    console.log(`Added ${inserted} published demo job(s).`);
    console.log(`Write lock: ${lock.transactions} transaction(s), the longest held it ${lock.longestMs.toFixed(1)} ms.`);
  },
  async backup({ store }, args) {
    const { backupCommand } = await import('./backup-commands'); // loaded only for backups and restores
    await backupCommand(store, one(args, 'backup folder (or .db file)'));
  },
};

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        all: { type: 'boolean' },
        reason: { type: 'string' },
        from: { type: 'string' },
        at: { type: 'string' },
        seen: { type: 'string' },
        demo: { type: 'boolean' },
        count: { type: 'string' },
        as: { type: 'string' },
        role: { type: 'string' },
        ssh: { type: 'string' },
        'ssh-port': { type: 'string' },
        'ssh-key': { type: 'string' },
        'ssh-config': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { ssh, 'ssh-port': sshPort, 'ssh-key': sshKey, 'ssh-config': sshConfig } = parsed.values;
  if (ssh) {
    try {
      return await runOverSsh({ destination: ssh, port: sshPort, identityFile: sshKey, configFile: sshConfig }, withoutSshOptions(argv));
    } catch (error) {
      console.error((error as Error).message);
      return 2;
    }
  }
  const [name, ...args] = parsed.positionals;
  if (name === 'rpc') return rpc(parsed.values.as, parsed.values.role);
  if (parsed.values.help || !name || name === 'help') {
    console.log(USAGE);
    return name || parsed.values.help ? 0 : 2;
  }
  if (name === 'restore') return (await import('./backup-commands')).restoreCommand(args, parsed.values);
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${USAGE}`);
    return 2;
  }
  let runtime: Runtime | undefined;
  try {
    const config = loadConfig();
    runtime = openRuntime(config);
    // As the server does: settings this environment names explicitly are the site's.
    await saveSettings(runtime.services, config.sharedSettings);
    await command(runtime, args, parsed.values);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (isAppError(error)) console.error(`Error: ${error.message}${error.fields ? ` ${Object.values(error.fields).join(' ')}` : ''}`);
    else console.error(`Error: ${(error as Error).message}`);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await runtime?.close();
  }
}

/** The arguments to run remotely: everything but the --ssh options. */
function withoutSshOptions(argv: string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (/^--ssh(-port|-key|-config)?=/.test(word)) continue;
    if (/^--ssh(-port|-key|-config)?$/.test(word)) i++;
    else words.push(word);
  }
  return words;
}

/** `staff rpc`: the console protocol, or the command the SSH client named, as the key's moderator. */
async function rpc(as: string | undefined, role: string | undefined): Promise<number> {
  let words: string[] | null;
  try {
    forcedIdentity = identityOf(as, role);
    words = requestedCommand(process.env.SSH_ORIGINAL_COMMAND);
    if (words) checkRemoteCommand(words, forcedIdentity);
  } catch (error) {
    console.error(error instanceof RemoteUsageError ? error.message : String(error));
    return 2;
  }
  if (words) return main(words);
  let runtime: Runtime | undefined;
  try {
    runtime = openRuntime(loadConfig());
    await serveRpc(runtime, forcedIdentity);
    return 0;
  } catch (error) {
    console.error(`Error: ${(error as Error).message}`);
    return 1;
  } finally {
    await runtime?.close();
  }
}

// Output piped into a reader that stops early (`| head`) closes the pipe: that is the reader's
// choice, not an error, so the CLI stops quietly instead of printing a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

process.exitCode = await main(process.argv.slice(2));
