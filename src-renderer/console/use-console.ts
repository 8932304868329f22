// Data hooks over the bridge: a query that reloads on demand, on window focus and on a timer
// (the public site keeps adding postings while the console is open), and an action runner.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChannelInput, ChannelName, ChannelOutput } from '../../shared/ipc/contract';
import { asCallError, callConsole, type ConsoleCallError } from './api';

const REFRESH_MS = 60_000;

export interface Query<T> {
  data: T | undefined;
  error: ConsoleCallError | undefined;
  loading: boolean;
  reload: () => void;
}

export function useConsoleQuery<N extends ChannelName>(name: N, input: ChannelInput<N>): Query<ChannelOutput<N>> {
  const [state, setState] = useState<Omit<Query<ChannelOutput<N>>, 'reload'>>({ data: undefined, error: undefined, loading: true });
  const [version, setVersion] = useState(0);
  const inputRef = useRef(input);
  inputRef.current = input;
  const key = JSON.stringify(input ?? null);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    callConsole(name, inputRef.current).then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => current && setState((s) => ({ data: s.data, error: asCallError(error), loading: false })),
    );
    return () => {
      current = false;
    };
  }, [name, key, version]);

  useEffect(() => {
    const timer = window.setInterval(reload, REFRESH_MS);
    window.addEventListener('focus', reload);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', reload);
    };
  }, [reload]);

  return { ...state, reload };
}

export interface Feedback {
  tone: 'success' | 'error';
  message: string;
}

/**
 * Runs one staff action at a time and remembers how it went. `busy` names the running action
 * (for example "approve-12") so only its button shows a spinner.
 */
export function useActions(onDone: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const run = useCallback(
    async <T,>(key: string, action: () => Promise<T>, successMessage: (result: T) => string): Promise<boolean> => {
      setBusy(key);
      try {
        const result = await action();
        setFeedback({ tone: 'success', message: successMessage(result) });
        return true;
      } catch (error) {
        setFeedback({ tone: 'error', message: asCallError(error).message });
        return false;
      } finally {
        setBusy(null);
        // After a conflict too: the list then shows what someone else did meanwhile.
        onDone();
      }
    },
    [onDone],
  );

  return { busy, feedback, setFeedback, clearFeedback: () => setFeedback(null), run };
}
