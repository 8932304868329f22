// The settings every process needs to agree on (the public URL above all): kept in the database,
// so the server, the staff CLI and the console read the same values. The server writes the ones
// its environment sets explicitly when it starts; `npm run staff -- settings` shows and sets them.
import type { SiteIdentity } from '../mail/messages';
import type { SettingKey } from '../store/settings-repository';
import type { Store } from '../store/store';
import type { ServiceContext } from './context';

export const SITE_NAME = 'Job Portal';
export const DEFAULT_SUPPORT_EMAIL = 'support@jobportal.example';
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** How the site names itself in mail and where its links point (the fallback when no public URL is set). */
export function siteIdentity(store: Store, fallbackUrl = DEFAULT_PUBLIC_URL): SiteIdentity {
  return {
    name: store.settings.get('site_name') ?? SITE_NAME,
    url: store.settings.get('public_url') ?? fallbackUrl,
    supportEmail: store.settings.get('support_email') ?? DEFAULT_SUPPORT_EMAIL,
  };
}

/** What staff tools print when the public URL was never set: mail links would point to the wrong place. */
export function publicUrlWarning(store: Store): string | null {
  if (store.settings.get('public_url')) return null;
  return (
    // Where the links do point is the server's business (its own HOST and PORT), unknown here: the
    // warning names no address rather than a wrong one.
    "The site's public URL is not set, so links in mail use the address the server itself listens on, which readers elsewhere may not reach. " +
    'Set PUBLIC_URL for the server (npm start), or run: npm run staff -- settings set public_url https://your.site'
  );
}

/** Stores the settings a process's environment names explicitly (the server does this at start). */
export async function saveSettings(ctx: ServiceContext, values: Partial<Record<SettingKey, string>>): Promise<void> {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined) as [SettingKey, string][];
  if (entries.length === 0) return;
  await ctx.store.write(() => {
    const now = ctx.clock.now();
    for (const [key, value] of entries) ctx.store.settings.set(key, value, now);
  });
}
