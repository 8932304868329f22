// What the server tells the portal at run time, without zod: the portal's first page load reads
// it, and zod is kept out of that load (the schema that checks it is in app-config.ts).

export const DEFAULT_JOB_DATA_KEY = 'job-portal-compat-key';

export interface PublicConfig {
  jobDataKey: string;
  supportEmail: string;
  supportPhone: string;
  /** The public address (no trailing slash), for canonical and Open Graph URLs; '' under `vite dev`. */
  siteUrl: string;
}

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  jobDataKey: DEFAULT_JOB_DATA_KEY,
  supportEmail: 'support@jobportal.example',
  supportPhone: '+91 281 000 0000',
  siteUrl: '',
};

/** The marker in the portal's index.html that the server replaces with the config element. */
export const APP_CONFIG_MARKER = '<!--app-config-->';
export const APP_CONFIG_ELEMENT_ID = 'app-config';

/** The `<script type="application/json">` block: data, not code, so the CSP needs no exception. */
export function appConfigElement(config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** Reads the config element's text: unknown or malformed values fall back to the defaults. */
export function parsePublicConfig(text: string | null | undefined): PublicConfig {
  let value: unknown = null;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    // A malformed element is treated like a missing one.
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const pick = (key: keyof PublicConfig, allowEmpty = false) => {
    const v = record[key];
    return typeof v === 'string' && (allowEmpty || v.length > 0) ? v : DEFAULT_PUBLIC_CONFIG[key];
  };
  return { jobDataKey: pick('jobDataKey'), supportEmail: pick('supportEmail', true), supportPhone: pick('supportPhone', true), siteUrl: pick('siteUrl', true) };
}
