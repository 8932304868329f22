// What the server tells the portal at run time (embedded in index.html as JSON), so changing the
// environment needs no rebuild.
import { z } from 'zod';

export const DEFAULT_JOB_DATA_KEY = 'job-portal-compat-key';

export const PublicConfigSchema = z.object({
  jobDataKey: z.string().min(1).default(DEFAULT_JOB_DATA_KEY),
  supportEmail: z.string().default('support@jobportal.example'),
  supportPhone: z.string().default('+91 281 000 0000'),
});
export type PublicConfig = z.output<typeof PublicConfigSchema>;

/** The marker in the portal's index.html that the server replaces with the config element. */
export const APP_CONFIG_MARKER = '<!--app-config-->';
export const APP_CONFIG_ELEMENT_ID = 'app-config';

/** The `<script type="application/json">` block: data, not code, so the CSP needs no exception. */
export function appConfigElement(config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${json}</script>`;
}
