// Data hooks over the bridge: a query that reloads on demand, on window focus and whenever another
// program (the server, the CLI, another console) changed the data, and an action runner.
import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChannelInput, ChannelName, ChannelOutput } from '../../shared/ipc/contract';
import { asCallError, callConsole, type ConsoleCallError } from './api';

/** How often the console asks whether the data changed (a cheap call: see changeMarker). */
export const CHANGE_POLL_MS = 2_000;

const DataVersion = createContext(0);

/** Polls the change marker and bumps a version every query below depends on when it moves. */
export function DataVersionProvider({ children, pollMs = CHANGE_POLL_MS }: { children: ReactNode; pollMs?: number }) {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let last: string | undefined;
    let stopped = false;
    const poll = () =>
      callConsole('changeMarker', undefined).then(
        ({ marker }) => {
          if (stopped) return;
          if (last !== undefined && marker !== last) setVersion((v) => v + 1);
          last = marker;
        },
        () => undefined, // a failed poll is retried on the next tick
      );
    void poll();
    const timer = window.setInterval(poll, pollMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [pollMs]);
  return createElement(DataVersion.Provider, { value: version }, children);
}

export interface Query<T> {
  data: T | undefined;
  error: ConsoleCallError | undefined;
  loading: boolean;
  reload: () => void;
}

/** Calls `name` with `input` and keeps the answer; with `enabled` false it waits (no call). */
export function useConsoleQuery<N extends ChannelName>(name: N, input: ChannelInput<N>, enabled = true): Query<ChannelOutput<N>> {
  const [state, setState] = useState<Omit<Query<ChannelOutput<N>>, 'reload'>>({ data: undefined, error: undefined, loading: true });
  const [version, setVersion] = useState(0);
  const inputRef = useRef(input);
  inputRef.current = input;
  const key = JSON.stringify(input ?? null);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const dataVersion = useContext(DataVersion);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    callConsole(name, inputRef.current).then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => current && setState((s) => ({ data: s.data, error: asCallError(error), loading: false })),
    );
    return () => {
      current = false;
    };
  }, [name, key, version, dataVersion, enabled]);

  useEffect(() => {
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
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
