import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/app-frame/error-screen';

type Props = {
  /** A new value (the next page's path) starts without the previous page's failure. */
  resetKey: string;
  children: ReactNode;
};
type State = { resetKey: string; failure: { error: unknown } | null };

/** What React Router's error element is for the console: a page that fails to render or load shows the error screen. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey, failure: null };

  static getDerivedStateFromProps({ resetKey }: Props, state: State): Partial<State> | null {
    return resetKey === state.resetKey ? null : { resetKey, failure: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  override render() {
    return this.state.failure ? <ErrorScreen error={this.state.failure.error} /> : this.props.children;
  }
}
