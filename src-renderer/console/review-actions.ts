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

/** A posting to decide, and the version of it (updated_at) the moderator was shown. */
export interface DecisionTarget {
  id: number;
  seen: number;
}

async function decideOne(action: ModerationAction, { id, seen }: DecisionTarget, actor: string, reason?: string): Promise<Decided> {
  if (action === 'approve') return callConsole('approvePosting', { id, actor, seen });
  if (action === 'reject') return callConsole('rejectPosting', { id, actor, reason: reason ?? '', seen });
  return callConsole('expirePosting', { id, actor, seen });
}

export function useReviewActions(actor: string | null, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<LastDecision | null>(null);
  const [error, setError] = useState<string | null>(null);

  /**
   * Decides `targets` (one posting through its own call, several in one bulk call). Resolves to
   * null when done, or to the failure (a refused reason keeps the reject dialog open). A posting
   * changed since it was shown is refused; the views reload, so it is shown again as it is now.
   */
  const decide = useCallback(
    async (action: ModerationAction, targets: DecisionTarget[], reason?: string): Promise<ConsoleCallError | null> => {
      if (!actor || targets.length === 0) return null;
      setBusy(true);
      setError(null);
      try {
        if (targets.length === 1) {
          const { posting, decision } = await decideOne(action, targets[0]!, actor, reason);
          setLast({ ids: [decision.id], message: DONE[action](posting.job_title), shownAt: Date.now() });
        } else {
          const ids = targets.map((t) => t.id);
          const { done, failed } = await callConsole('decidePostings', { action, ids, seen: targets.map((t) => t.seen), actor, reason });
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
