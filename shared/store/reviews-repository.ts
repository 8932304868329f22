import type { ReviewForm, ReviewRecord, ReviewStatus } from '../domain';
import type { Db } from './database';

export function createReviewsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO reviews (name, rating, comment, role, created_at) VALUES (@name, @rating, @comment, @role, @created_at)`,
  );
  const approved = db.prepare<{ limit: number }, ReviewRecord>(
    `SELECT * FROM reviews WHERE status = 'approved' ORDER BY created_at DESC, id DESC LIMIT @limit`,
  );
  const pending = db.prepare<[], ReviewRecord>(`SELECT * FROM reviews WHERE status = 'pending' ORDER BY created_at, id`);
  const moderate = db.prepare<{ id: number; status: ReviewStatus; now: number }>(
    `UPDATE reviews SET status = @status, moderated_at = @now WHERE id = @id AND status = 'pending'`,
  );
  const byId = db.prepare<[number], ReviewRecord>(`SELECT * FROM reviews WHERE id = ?`);
  const remove = db.prepare<[number]>(`DELETE FROM reviews WHERE id = ?`);
  // Approved reviews stay on the site; the rest (never moderated, or refused) go after a while.
  const purgeUnpublished = db.prepare<{ before: number }>(`DELETE FROM reviews WHERE status <> 'approved' AND created_at < @before`);

  return {
    insert: (review: ReviewForm, now: number) =>
      Number(insert.run({ ...review, role: review.role ?? '', created_at: now }).lastInsertRowid),
    approved: (limit = 50) => approved.all({ limit }),
    pending: () => pending.all(),
    get: (id: number) => byId.get(id),
    /** Compare-and-set from pending; false when already moderated. */
    moderate: (id: number, status: Exclude<ReviewStatus, 'pending'>, now: number) =>
      moderate.run({ id, status, now }).changes === 1,
    remove: (id: number) => remove.run(id).changes === 1,
    purgeUnpublishedBefore: (before: number) => purgeUnpublished.run({ before }).changes,
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
