/**
 * The error boundary of the routed screen (spec §7 Other "errors … reach the error-reporting
 * service"): a screen that throws while rendering is reported (source 'render') and tracked as a spec §8
 * 'messaggio'; the region then shows the generic error text instead of an empty element. Keyed per
 * screen by the shell, so the next step renders afresh.
 */
import { Component, type ReactNode } from 'react';
import { GENERIC_ERROR } from './copy';

interface ScreenBoundaryProps {
  children: ReactNode;
  onError: (error: unknown) => void;
}

export class ScreenBoundary extends Component<ScreenBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="screen screen-failed" role="alert">
        <h1 tabIndex={-1}>{GENERIC_ERROR.title}</h1>
        <p>{GENERIC_ERROR.message}</p>
      </section>
    );
  }
}
