// The runtime configuration the server embeds in index.html (<script type="application/json">).
// Under `vite dev` the element is absent and the schema's defaults apply.
import { APP_CONFIG_ELEMENT_ID, PublicConfigSchema, type PublicConfig } from '../../shared/domain';

export function readAppConfig(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): PublicConfig {
  const text = doc?.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const parsed = PublicConfigSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // A malformed element is treated like a missing one.
    }
  }
  return PublicConfigSchema.parse({});
}

let current: PublicConfig | null = null;

/** The configuration of this page load, read once. */
export const appConfig = (): PublicConfig => (current ??= readAppConfig());

/** Replaces the `{email}` and `{phone}` tokens of the content files with the configured values. */
export function fillContactTokens(text: string, config: Pick<PublicConfig, 'supportEmail' | 'supportPhone'> = appConfig()): string {
  return text.replaceAll('{email}', config.supportEmail).replaceAll('{phone}', config.supportPhone);
}
