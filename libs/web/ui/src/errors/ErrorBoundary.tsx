import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: (props: { error: Error; reset: () => void }) => ReactNode;
  /** Only errors this returns true for are handled here; others go to the next boundary up. */
  handles?: (error: Error) => boolean;
  /** When any of these change while an error is shown, the boundary resets (e.g. the path). */
  resetKeys?: readonly unknown[];
  onReset?: () => void;
}

interface State {
  error: Error | null;
}

function keysChanged(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((item, index) => !Object.is(item, b[index]));
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.handles && !this.props.handles(error)) return;
    console.error('Render error caught by boundary', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && keysChanged(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Rethrowing during render hands the error to the closest boundary above this one.
    if (this.props.handles && !this.props.handles(error)) throw error;
    return this.props.fallback({ error, reset: this.reset });
  }
}
