// Every setting the server, CLI and desktop console read from the environment, with its default, in one place.
import { BlockList, isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_JOB_DATA_KEY, PublicConfigSchema } from './domain';
import { LitestreamDurationSchema, ReplicaTargetSchema } from './backup/replica-target';
import { DEFAULT_QPDF_COMMAND } from './services/pdf-inspection';

const defaults = PublicConfigSchema.parse({});
/** An empty variable (`CLAMD_SOCKET=`) counts as unset. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());
const flag = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((v) => ['on', 'true', '1'].includes(v));

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number from 0 to 65535' }).int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  PORTAL_DIR: z.string().min(1).default('./dist/portal'),
  PUBLIC_URL: z.url().optional(),
  JOB_DATA_KEY: z.string().min(1).default(DEFAULT_JOB_DATA_KEY),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Job Portal <no-reply@jobportal.example>'),
  SUPPORT_EMAIL: z.email().default(defaults.supportEmail),
  STAFF_EMAIL: z.email().optional(),
  SUPPORT_PHONE: z.string().min(3).default(defaults.supportPhone),
  RATE_LIMITS: flag.default(true),
  // The proxies' addresses or ranges ("127.0.0.1", "10.0.0.0/8,loopback"); 'true' trusts any
  // client's X-Forwarded-For and is only safe when nothing reaches the server but the proxy.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => !/^\d+$/.test(v), 'give the proxy addresses, not a hop count')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  RESUME_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(60),
  // What the stored resumes may take together; past it applications are refused with 507.
  RESUMES_QUOTA_MB: z.coerce.number().int().min(1).default(5_000),
  // Memory for server-rendered public pages kept until their data changes; 0 renders every request.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // ClamAV's daemon for scanning uploaded resumes: its unix socket, or host and port. Unset, no scanning.
  CLAMD_SOCKET: optionalText,
  CLAMD_HOST: optionalText,
  CLAMD_PORT: z.coerce.number().int().min(1).max(65_535).default(3310),
  // /metrics is off unless one of these is set; with both, a scrape needs the token and the address.
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'must be at least 16 characters').optional()),
  METRICS_ALLOW: optionalText.refine((v) => v === undefined || parseAddressList(v) !== null, 'give addresses or ranges, comma-separated (127.0.0.1, 10.0.0.0/8, ::1, loopback)'),
  // Continuous backup (Litestream): off unless REPLICA_URL names where copies go.
  REPLICA_URL: ReplicaTargetSchema,
  REPLICA_SYNC_INTERVAL: LitestreamDurationSchema.default('1s'),
  REPLICA_RETENTION: LitestreamDurationSchema.default('24h'),
  REPLICA_SNAPSHOT_INTERVAL: LitestreamDurationSchema.default('6h'),
  REPLICA_SFTP_KEY_PATH: optionalText,
  REPLICA_S3_ENDPOINT: optionalText,
  REPLICA_S3_REGION: optionalText,
  // The qpdf program uploaded PDFs are read with; without a working one, PDFs are refused.
  QPDF_PATH: z.string().min(1).default(DEFAULT_QPDF_COMMAND),
}).refine((e) => !(e.CLAMD_SOCKET && e.CLAMD_HOST), { message: 'set CLAMD_SOCKET or CLAMD_HOST, not both', path: ['CLAMD_SOCKET'] });

/** Every environment variable the programs read (deploy/jobportal.env documents each one). */
export const SETTING_NAMES = Object.keys(EnvSchema.shape);

/**
 * "127.0.0.1, 10.0.0.0/8, ::1, loopback" as a BlockList (used here as an allow-list); null when
 * any entry is not an address or a range.
 */
export function parseAddressList(text: string): BlockList | null {
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length) return null;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) return null;
    list.addSubnet(address, prefix, type);
  }
  return list;
}

export type Config = ReturnType<typeof loadConfig>;

const replicaAccess = (e: z.infer<typeof EnvSchema>) => ({
  sftpKeyPath: e.REPLICA_SFTP_KEY_PATH && resolve(e.REPLICA_SFTP_KEY_PATH),
  s3Endpoint: e.REPLICA_S3_ENDPOINT,
  s3Region: e.REPLICA_S3_REGION,
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    portalDir: resolve(e.PORTAL_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/$/, ''),
    jobDataKey: e.JOB_DATA_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    /** Settings this environment names explicitly: the server stores them for the CLI and console. */
    sharedSettings: {
      public_url: e.PUBLIC_URL?.replace(/\/$/, ''),
      support_email: env.SUPPORT_EMAIL ? e.SUPPORT_EMAIL : undefined,
      staff_email: e.STAFF_EMAIL,
    },
    supportPhone: e.SUPPORT_PHONE,
    rateLimits: e.RATE_LIMITS,
    trustProxy: e.TRUST_PROXY,
    resumeRetentionDays: e.RESUME_RETENTION_DAYS,
    resumesQuotaBytes: e.RESUMES_QUOTA_MB * 1024 * 1024,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL,
    /** The whole request (headers and body) must arrive within this, or the connection is cut. */
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    /** After a stop signal, open requests get this long to finish before the process exits anyway. */
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /** Who may read /metrics; undefined (the default) serves no /metrics at all. */
    metrics:
      e.METRICS_TOKEN || e.METRICS_ALLOW
        ? { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW ? parseAddressList(e.METRICS_ALLOW)! : undefined, allowText: e.METRICS_ALLOW }
        : undefined,
    /** Continuous backup of the database and the file folders; undefined: off. */
    replica: e.REPLICA_URL && {
      target: e.REPLICA_URL,
      syncInterval: e.REPLICA_SYNC_INTERVAL,
      retention: e.REPLICA_RETENTION,
      snapshotInterval: e.REPLICA_SNAPSHOT_INTERVAL,
      ...replicaAccess(e),
    },
    /** How to reach an sftp or S3 replica: also for `staff restore --from`, with or without REPLICA_URL. */
    replicaAccess: replicaAccess(e),
    qpdfCommand: e.QPDF_PATH,
    clamd: e.CLAMD_SOCKET ? { socket: resolve(e.CLAMD_SOCKET) } : e.CLAMD_HOST ? { host: e.CLAMD_HOST, port: e.CLAMD_PORT } : undefined,
  };
}
