// The schema of the run-time configuration the server embeds in the page; the zod-free parts
// (type, defaults, the element) are in public-config.ts so the portal's first load has no zod.
import { z } from 'zod';
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from './public-config';

export * from './public-config';

export const PublicConfigSchema = z.object({
  jobDataKey: z.string().min(1).default(DEFAULT_PUBLIC_CONFIG.jobDataKey),
  supportEmail: z.string().default(DEFAULT_PUBLIC_CONFIG.supportEmail),
  supportPhone: z.string().default(DEFAULT_PUBLIC_CONFIG.supportPhone),
  siteUrl: z.string().default(DEFAULT_PUBLIC_CONFIG.siteUrl),
}) satisfies z.ZodType<PublicConfig, unknown>;
