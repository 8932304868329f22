// Remote staff requests that changed data, kept a day by the id their console gave them, so a
// retry after a dropped connection is answered from here and never carried out twice.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database';

export interface StaffRequest {
  id: string;
  channel: string;
  actor: string;
  now: number;
}

interface Scope {
  request: StaffRequest;
  claimed: boolean;
}

/** How long a request id is remembered: far longer than any console retries a call. */
export const STAFF_REQUEST_MEMORY_MS = 24 * 60 * 60 * 1000;

export function createStaffRequestsRepository(db: Db) {
  const find = db.prepare<[string], { answer: string | null }>('SELECT answer FROM staff_requests WHERE request_id = ?');
  const claim = db.prepare('INSERT INTO staff_requests (request_id, channel, actor, created_at) VALUES (@id, @channel, @actor, @now)');
  const answer = db.prepare('UPDATE staff_requests SET answer = @answer WHERE request_id = @id');
  const prune = db.prepare('DELETE FROM staff_requests WHERE created_at < ?');
  const scope = new AsyncLocalStorage<Scope>();

  return {
    /** The request's stored answer (JSON text), null while it has none yet, undefined when it is unknown. */
    find: (id: string): string | null | undefined => find.get(id)?.answer,
    saveAnswer: (id: string, json: string) => void answer.run({ id, answer: json }),
    prune: (before: number) => prune.run(before).changes,
    /**
     * Runs `fn` as the request `request`: the first write transaction inside it records the
     * request's id together with its own changes (see `store.write`). `claimed` says whether any did.
     */
    async runAs<T>(request: StaffRequest, fn: () => Promise<T>): Promise<{ result: T; claimed: boolean }> {
      const state: Scope = { request, claimed: false };
      const result = await scope.run(state, fn);
      return { result, claimed: state.claimed };
    },
    /** Called inside every write transaction: records the running request, once. A known id fails the transaction. */
    claimInTransaction(): (() => void) | undefined {
      const state = scope.getStore();
      if (!state || state.claimed) return undefined;
      claim.run(state.request);
      return () => void (state.claimed = true);
    },
  };
}
