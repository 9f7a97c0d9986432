import { Component, type ErrorInfo, type ReactNode } from 'react';

interface BoundaryProps {
  /** The page's path: another page clears the error. */
  pathname: string;
  /** What shows in place of the children after an error; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Called before a retry (say, to let failed code downloads be tried again). */
  onRetry?: () => void;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  pathname: string;
}

/** Catches render errors (a page chunk that failed to load, a bug) until the path changes. */
export class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error, this.retry) : this.props.children;
  }
}
