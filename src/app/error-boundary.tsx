import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface Props {
  /** A new value (the next URL) clears a caught error, so the visitor can navigate away from it. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a screen that fails to load or render and shows the spec's routing error screen instead, with Try again. */
export class ErrorBoundary extends Component<Props, { error: unknown; resetKey: string }> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  private readonly retry = () => this.setState({ error: undefined });

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ErrorScreen error={this.state.error} onRetry={this.retry} />
    );
  }
}
