/**
 * The error boundary of the routed screen (spec §7 Other "errors … reach the error-reporting
 * service"): a screen that throws while rendering is reported (source 'render') and tracked as a spec §8
 * 'messaggio'; the region then shows the generic error text instead of an empty element. Keyed per
 * screen by the shell, so the next step renders afresh.
 *
 * A lazily loaded part that failed to download (a ChunkLoadError: a screen's chunk, the help panel, the
 * global modal) is not a rendering bug: the boundary shows that the part could not be loaded with "Riprova",
 * which renders the part again (a fresh download, src/kit/chunks.ts), and tells the host through
 * `onLoadError` (the element's `onboarding-load-error`, whose `retry` does the same).
 */
import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../kit/chunks';
import { GENERIC_ERROR, SHELL_COPY } from './copy';

interface ScreenBoundaryProps {
  children: ReactNode;
  onError: (error: unknown) => void;
  /** A part failed to download: `retry` renders it again. */
  onLoadError?: (error: ChunkLoadError, retry: () => void) => void;
}

interface ScreenBoundaryState {
  failed: false | 'render' | 'chunk';
}

export class ScreenBoundary extends Component<ScreenBoundaryProps, ScreenBoundaryState> {
  override state: ScreenBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ScreenBoundaryState {
    return { failed: error instanceof ChunkLoadError ? 'chunk' : 'render' };
  }

  /** Renders the children again (after a failed download: a fresh import). */
  retry = () => {
    this.setState({ failed: false });
  };

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) this.props.onLoadError?.(error, this.retry);
    else this.props.onError(error);
  }

  override render() {
    if (this.state.failed === false) return this.props.children;
    if (this.state.failed === 'chunk') {
      return (
        <section className="screen screen-failed" role="alert" data-load-failed>
          <h1 tabIndex={-1}>{GENERIC_ERROR.title}</h1>
          <p>{SHELL_COPY.chunkFailed}</p>
          <button type="button" className="button" onClick={this.retry}>
            {SHELL_COPY.retry}
          </button>
        </section>
      );
    }
    return (
      <section className="screen screen-failed" role="alert">
        <h1 tabIndex={-1}>{GENERIC_ERROR.title}</h1>
        <p>{GENERIC_ERROR.message}</p>
      </section>
    );
  }
}
