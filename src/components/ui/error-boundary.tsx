import { Component, type ComponentType, type ReactNode } from 'react';

interface Props {
  /** A new value (the next URL) clears a caught error, so the visitor can navigate away from it. */
  resetKey?: string;
  /** What shows instead of the children once they have thrown; its `onRetry` renders them again. */
  Fallback: ComponentType<{ error: unknown; onRetry: () => void }>;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string | undefined;
}

/** Catches what fails to load or render below it and shows `fallback` instead, with a way to try again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  private readonly retry = () => this.setState({ error: undefined });

  override render() {
    const { error } = this.state;
    const { Fallback, children } = this.props;
    return error === undefined ? children : <Fallback error={error} onRetry={this.retry} />;
  }
}
