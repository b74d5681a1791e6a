import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/app-frame/error-screen';

type State = { failed: false } | { failed: true; error: unknown };

/** What React Router's error element is for the console: a page that fails to render or load shows the error screen. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
