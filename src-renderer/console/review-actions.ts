// The review screen's decisions: one posting or the selected ones, each answered with what happened,
// an undo while the window is open, and errors in the moderator's words.
import { useCallback, useState } from 'react';
import { UNDO_WINDOW_MS, type ModerationAction } from '../../shared/domain';
import type { Decided } from '../../shared/ipc/contract';
import { asCallError, callConsole, type ConsoleCallError } from './api';
import type { LastDecision } from './components/UndoBar';

const DONE: Record<ModerationAction, (title: string) => string> = {
  approve: (title) => `Published "${title}". It is live for 30 days; the employer is emailed.`,
  reject: (title) => `Rejected "${title}". The employer is emailed the reason.`,
  expire: (title) => `Expired "${title}". It no longer appears on the site.`,
};
const DONE_MANY: Record<ModerationAction, string> = { approve: 'Published', reject: 'Rejected', expire: 'Expired' };

async function decideOne(action: ModerationAction, id: number, actor: string, reason?: string): Promise<Decided> {
  if (action === 'approve') return callConsole('approvePosting', { id, actor });
  if (action === 'reject') return callConsole('rejectPosting', { id, actor, reason: reason ?? '' });
  return callConsole('expirePosting', { id, actor });
}

export function useReviewActions(actor: string | null, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<LastDecision | null>(null);
  const [error, setError] = useState<string | null>(null);

  /**
   * Decides `ids` (one posting through its own call, several in one bulk call). Resolves to null
   * when done, or to the failure (a refused reason keeps the reject dialog open).
   */
  const decide = useCallback(
    async (action: ModerationAction, ids: number[], reason?: string): Promise<ConsoleCallError | null> => {
      if (!actor || ids.length === 0) return null;
      setBusy(true);
      setError(null);
      try {
        if (ids.length === 1) {
          const { posting, decision } = await decideOne(action, ids[0]!, actor, reason);
          setLast({ ids: [decision.id], message: DONE[action](posting.job_title), shownAt: Date.now() });
        } else {
          const { done, failed } = await callConsole('decidePostings', { action, ids, actor, reason });
          const refused = failed.length ? ` ${failed.length} could not be: ${failed.map((f) => f.message).join(' ')}` : '';
          setLast({ ids: done.map((d) => d.decision.id), message: `${DONE_MANY[action]} ${done.length} postings.${refused}`, shownAt: Date.now() });
        }
        return null;
      } catch (caught) {
        const failure = asCallError(caught);
        if (failure.code !== 'validation') setError(failure.message);
        return failure;
      } finally {
        setBusy(false);
        onDone(); // after a conflict too: the list then shows what someone else did meanwhile
      }
    },
    [actor, onDone],
  );

  /** Takes the last decision back while its window is open; resolves to the postings it reopened. */
  const undo = useCallback(async (): Promise<number[]> => {
    if (!actor || !last || last.ids.length === 0 || Date.now() - last.shownAt > UNDO_WINDOW_MS) return [];
    setBusy(true);
    setError(null);
    try {
      const { undone } = await callConsole('undoDecisions', { ids: last.ids, actor });
      const mail = undone.every((u) => u.mailWithdrawn) ? 'Any mail to the employer was withdrawn.' : 'The employer had already been emailed.';
      const what = undone.length === 1 ? `"${undone[0]!.posting.job_title}" is ${undone[0]!.posting.status} again.` : `${undone.length} postings are back as they were.`;
      setLast({ ids: [], message: `Undone: ${what} ${mail}`, shownAt: Date.now() });
      return undone.map((u) => u.posting.id);
    } catch (caught) {
      setLast(null);
      setError(asCallError(caught).message);
      return [];
    } finally {
      setBusy(false);
      onDone();
    }
  }, [actor, last, onDone]);

  const notify = useCallback((message: string) => setLast({ ids: [], message, shownAt: Date.now() }), []);

  return { busy, last, error, decide, undo, notify, setError, dismiss: () => setLast(null) };
}
