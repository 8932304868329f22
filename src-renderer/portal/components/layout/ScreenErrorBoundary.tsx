// Catches a screen that fails to load or render (most often a stale tab after a new release) and
// shows RouteError instead of a blank page; moving to another path tries again. (Not a `key` per
// path: a remounted Suspense boundary would show its fallback instead of keeping the old screen
// while the next one loads.)
import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  failedOn: string | null;
  pathname: string;
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failedOn: null, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failedOn: null };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failedOn: 'error' };
  }

  override render() {
    return this.state.failedOn ? <RouteError /> : this.props.children;
  }
}
