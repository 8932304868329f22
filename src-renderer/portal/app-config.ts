// The runtime configuration the server embeds in the page (<script type="application/json">).
// Components read it through context (the server renders with the request's config); plain
// modules such as the API client read it from the page. Under `vite dev` the element is absent
// and the schema's defaults apply.
import { createContext, useContext } from 'react';
import { APP_CONFIG_ELEMENT_ID, parsePublicConfig, type PublicConfig } from '../../shared/domain/public-config';

export function readAppConfig(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): PublicConfig {
  return parsePublicConfig(doc?.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent);
}

let current: PublicConfig | null = null;

/** The configuration of this page load, read once (browser only: the server uses the context). */
export const appConfig = (): PublicConfig => (current ??= readAppConfig());

export const AppConfigContext = createContext<PublicConfig | null>(null);

export function useAppConfig(): PublicConfig {
  return useContext(AppConfigContext) ?? appConfig();
}

/** Replaces the `{email}` and `{phone}` tokens of the content files with the configured values. */
export function fillContactTokens(text: string, config: Pick<PublicConfig, 'supportEmail' | 'supportPhone'> = appConfig()): string {
  return text.replaceAll('{email}', config.supportEmail).replaceAll('{phone}', config.supportPhone);
}
