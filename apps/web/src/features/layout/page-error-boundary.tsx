import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../../lib/i18n/translator.ts';

type State = { failed: boolean };

/**
 * One page failing to render must not blank the whole console: the layout, menu and search stay,
 * and the page says what happened. Changing page (the `resetKey`) tries again.
 */
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="alert">
        {translate('shell.pageFailed')}
      </div>
    );
  }
}
