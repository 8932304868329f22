import type { ContactForm, ContactMessageRecord } from '../domain';
import type { Db } from './database';

export function createMessagesRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES (@name, @email, @subject, @message, @created_at)`,
  );
  const recent = db.prepare<{ limit: number }, ContactMessageRecord>(
    `SELECT * FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT @limit`,
  );
  const markRead = db.prepare<{ id: number; now: number }>(
    `UPDATE contact_messages SET read_at = @now WHERE id = @id AND read_at IS NULL`,
  );
  const byId = db.prepare<[number], ContactMessageRecord>(`SELECT * FROM contact_messages WHERE id = ?`);
  const unread = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM contact_messages WHERE read_at IS NULL`);
  const purge = db.prepare<{ before: number }>(`DELETE FROM contact_messages WHERE created_at < @before`);

  return {
    insert: (message: ContactForm, now: number) => Number(insert.run({ ...message, created_at: now }).lastInsertRowid),
    recent: (limit = 100) => recent.all({ limit }),
    get: (id: number) => byId.get(id),
    unreadCount: () => unread.get()?.n ?? 0,
    markRead: (id: number, now: number) => markRead.run({ id, now }).changes === 1,
    purgeBefore: (before: number) => purge.run({ before }).changes,
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
