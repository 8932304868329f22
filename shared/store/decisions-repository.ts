// The moderation record (every approve, reject, expire, edit and undo, with who and when) and the
// standard rejection reasons staff pick from.
import type { Decision, DecisionAction, FieldChange, RejectionReason } from '../domain';
import type { Db } from './database';

type DecisionRow = Omit<Decision, 'changes'> & { changes: string | null };

export interface NewDecision {
  job_id: number;
  action: DecisionAction;
  actor: string;
  at: number;
  reason?: string | null;
  changes?: Record<string, FieldChange> | null;
  mail_id?: number | null;
  undoes?: number | null;
}

const toDecision = (row: DecisionRow): Decision => ({ ...row, changes: row.changes === null ? null : JSON.parse(row.changes) });

export function createDecisionsRepository(db: Db) {
  const insert = db.prepare(`
    INSERT INTO decisions (job_id, action, actor, at, reason, changes, mail_id, undoes)
    VALUES (@job_id, @action, @actor, @at, @reason, @changes, @mail_id, @undoes)`);
  const byId = db.prepare<[number], DecisionRow>(`SELECT * FROM decisions WHERE id = ?`);
  const ofJob = db.prepare<{ job_id: number; limit: number }, DecisionRow>(
    `SELECT * FROM decisions WHERE job_id = @job_id ORDER BY id DESC LIMIT @limit`,
  );
  // The newest approve, reject or expire still standing: who put the posting in its state.
  const lastStanding = db.prepare<[number], DecisionRow>(
    `SELECT * FROM decisions WHERE job_id = ? AND action IN ('approve', 'reject', 'expire') AND undone_by IS NULL ORDER BY id DESC LIMIT 1`,
  );
  const editsOf = db.prepare<[number], { changes: string }>(
    `SELECT changes FROM decisions WHERE job_id = ? AND action = 'edit' AND changes IS NOT NULL ORDER BY id`,
  );
  const markUndone = db.prepare<{ id: number; by: number }>(`UPDATE decisions SET undone_by = @by WHERE id = @id AND undone_by IS NULL`);
  const lastAt = db.prepare<[], number | null>(`SELECT at FROM decisions WHERE action <> 'undo' ORDER BY at DESC LIMIT 1`).pluck();

  const reasons = db.prepare<[], RejectionReason>(`SELECT * FROM rejection_reasons ORDER BY position, id`);
  const reasonById = db.prepare<[number], RejectionReason>(`SELECT * FROM rejection_reasons WHERE id = ?`);
  const insertReason = db.prepare<{ title: string; text: string; now: number }>(`
    INSERT INTO rejection_reasons (title, text, position, updated_at)
    VALUES (@title, @text, coalesce((SELECT max(position) FROM rejection_reasons), 0) + 1, @now)`);
  const updateReason = db.prepare<{ id: number; title: string; text: string; now: number }>(
    `UPDATE rejection_reasons SET title = @title, text = @text, updated_at = @now WHERE id = @id`,
  );
  const removeReason = db.prepare<[number]>(`DELETE FROM rejection_reasons WHERE id = ?`);

  return {
    /** Records a decision; call inside the write transaction that made it. */
    insert(decision: NewDecision): number {
      const row = {
        reason: null,
        mail_id: null,
        undoes: null,
        ...decision,
        changes: decision.changes ? JSON.stringify(decision.changes) : null,
      };
      return Number(insert.run(row).lastInsertRowid);
    },
    get: (id: number): Decision | undefined => {
      const row = byId.get(id);
      return row && toDecision(row);
    },
    /** A posting's record, newest first. */
    ofJob: (jobId: number, limit = 50): Decision[] => ofJob.all({ job_id: jobId, limit }).map(toDecision),
    lastStanding: (jobId: number): Decision | undefined => {
      const row = lastStanding.get(jobId);
      return row && toDecision(row);
    },
    /** Every edit of a posting, oldest first. */
    editsOf: (jobId: number): Record<string, FieldChange>[] => editsOf.all(jobId).map((row) => JSON.parse(row.changes)),
    markUndone: (id: number, by: number) => markUndone.run({ id, by }).changes === 1,
    /** When staff last decided anything (undos aside), or null. */
    lastDecisionAt: (): number | null => lastAt.get() ?? null,

    reasons: (): RejectionReason[] => reasons.all(),
    reason: (id: number): RejectionReason | undefined => reasonById.get(id),
    addReason: (title: string, text: string, now: number) => Number(insertReason.run({ title, text, now }).lastInsertRowid),
    updateReason: (id: number, title: string, text: string, now: number) => updateReason.run({ id, title, text, now }).changes === 1,
    removeReason: (id: number) => removeReason.run(id).changes === 1,
  };
}

export type DecisionsRepository = ReturnType<typeof createDecisionsRepository>;
