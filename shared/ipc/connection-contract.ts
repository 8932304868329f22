// Which store the console has open: this computer's data folder, or a hosted server reached over
// SSH. Browser-safe (zod only): the connection screen validates with the same schemas the main
// process parses with. These calls stay on the moderator's computer; none crosses to a server.
import { z } from 'zod';
import type { IpcResult } from './contract';
import { CONSOLE_CHANNELS, type ConnectionCall } from './channels';
import { STAFF_ROLES } from './roles';

/** `user@host` or `host`: no option can hide in it (an ssh argument starting with "-" would be one). */
export const SshDestinationSchema = z
  .string()
  .trim()
  .regex(/^(?:[A-Za-z0-9._][A-Za-z0-9._-]*@)?[A-Za-z0-9][A-Za-z0-9.-]*$/, 'Use user@host, like moderator@jobs.example.com');

export const SshTargetSchema = z.object({
  destination: SshDestinationSchema,
  port: z.number().int().min(1, 'A port is 1 to 65535').max(65535, 'A port is 1 to 65535').optional(),
  /** A private key file; without one, the agent and ~/.ssh/config decide. */
  identityFile: z.string().trim().min(1).optional(),
  /** An ssh_config file to use instead of ~/.ssh/config. */
  configFile: z.string().trim().min(1).optional(),
});
export type SshTarget = z.infer<typeof SshTargetSchema>;

const Label = z.string().trim().min(1, 'Give it a name').max(80, 'At most 80 characters');

export const ConnectionProfileInputSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.string().optional(), kind: z.literal('local'), label: Label, dataDir: z.string().trim().min(1, 'Choose the data folder') }),
  SshTargetSchema.extend({ id: z.string().optional(), kind: z.literal('ssh'), label: Label }),
]);
export const ConnectionProfileSchema = z.intersection(ConnectionProfileInputSchema, z.object({ id: z.string() }));
export type ConnectionProfileInput = z.input<typeof ConnectionProfileInputSchema>;
export type ConnectionProfile = z.output<typeof ConnectionProfileSchema>;

export const SessionSchema = z.object({
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  nameFixed: z.boolean(),
  channels: z.array(z.enum(CONSOLE_CHANNELS)),
});

export const CONNECTION_STATUSES = ['none', 'connecting', 'connected', 'reconnecting', 'failed'] as const;

export const ConnectionStateSchema = z.object({
  status: z.enum(CONNECTION_STATUSES),
  /** Why it is not connected, in words for the moderator. */
  message: z.string().nullable(),
  profile: ConnectionProfileSchema.nullable(),
  session: SessionSchema.nullable(),
});
export type ConnectionState = z.output<typeof ConnectionStateSchema>;

export const KeyPairSchema = z.object({
  keyFile: z.string(),
  publicKey: z.string(),
  /** The line the operator adds to the server's authorized_keys (they fill in the folder and role). */
  authorizedKeysLine: z.string(),
  created: z.boolean(),
});

const ById = z.object({ id: z.string() });

export const connectionContract = {
  state: { input: z.void(), output: ConnectionStateSchema },
  profiles: { input: z.void(), output: z.array(ConnectionProfileSchema) },
  saveProfile: { input: ConnectionProfileInputSchema, output: ConnectionProfileSchema },
  removeProfile: { input: ById, output: ById },
  connect: { input: ById, output: ConnectionStateSchema },
  disconnect: { input: z.void(), output: ConnectionStateSchema },
  /** After a person fixed what stopped it (a key added, a host key accepted). */
  retry: { input: z.void(), output: ConnectionStateSchema },
  /** The console's own SSH key (ed25519), made on first use, for the moderator to send to the operator. */
  makeKey: { input: z.object({ name: z.string().trim().min(1).max(80) }), output: KeyPairSchema },
} as const satisfies Record<ConnectionCall, { input: z.ZodType; output: z.ZodType }>;

// Every call name has a schema and every schema a name: a drift fails the type check.
const _sameCalls: [keyof typeof connectionContract, ConnectionCall] extends [ConnectionCall, keyof typeof connectionContract] ? true : never = true;
void _sameCalls;

export type { ConnectionCall };

export type ConnectionApi = {
  [N in ConnectionCall]: (input: z.input<(typeof connectionContract)[N]['input']>) => Promise<IpcResult<z.output<(typeof connectionContract)[N]['output']>>>;
};
