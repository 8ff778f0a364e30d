/**
 * An error boundary for the landing page's optional parts (the carousel, the lazily loaded login modal):
 * when their chunk fails to download (offline, a deploy replaced the files) the landing page stays usable
 * and shows nothing in their place; `onError` lets the caller tell the user.
 */
import { Component, type ReactNode } from 'react';

interface OptionalProps {
  children: ReactNode;
  onError?: (error: unknown) => void;
}

export class Optional extends Component<OptionalProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
