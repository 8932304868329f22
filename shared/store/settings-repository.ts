import type { Db } from './database';

/** Settings every process reads from the database, so the server, the CLI and the console agree. */
export const SETTING_KEYS = ['public_url', 'site_name', 'support_email', 'staff_email', 'visitor_key_secret', 'proof_secret', 'replicated_by'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export function createSettingsRepository(db: Db) {
  const get = db.prepare<[string], string>(`SELECT value FROM settings WHERE key = ?`).pluck();
  const all = db.prepare<[], { key: SettingKey; value: string; updated_at: number }>(`SELECT key, value, updated_at FROM settings ORDER BY key`);
  const put = db.prepare<{ key: string; value: string; now: number }>(`
    INSERT INTO settings (key, value, updated_at) VALUES (@key, @value, @now)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at WHERE value <> excluded.value`);
  const putIfMissing = db.prepare<{ key: string; value: string; now: number }>(
    `INSERT INTO settings (key, value, updated_at) VALUES (@key, @value, @now) ON CONFLICT (key) DO NOTHING`,
  );
  const remove = db.prepare<[string]>(`DELETE FROM settings WHERE key = ?`);

  return {
    get: (key: SettingKey): string | undefined => get.get(key),
    all: () => all.all(),
    /** Call inside a write transaction. */
    set: (key: SettingKey, value: string, now: number) => put.run({ key, value, now }).changes === 1,
    /** Sets the value unless one exists; returns the value now stored. Call inside a write transaction. */
    getOrCreate(key: SettingKey, value: () => string, now: number): string {
      putIfMissing.run({ key, value: value(), now });
      return get.get(key)!;
    },
    remove: (key: SettingKey) => remove.run(key).changes === 1,
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
