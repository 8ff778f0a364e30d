import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunks';
import { GENERIC_ERROR, SHELL_COPY } from './copy';
import { ScreenBoundary } from './ScreenBoundary';

function Broken(): never {
  throw new TypeError('render failed');
}

describe('ScreenBoundary', () => {
  it('§7 Other: a screen that throws while rendering is handed to onError and the generic error text shows', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <ScreenBoundary onError={onError}>
        <Broken />
      </ScreenBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR.message);
  });

  it('a part that failed to download: the message with "Riprova", onLoadError with a retry, and no render error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let available = false;
    function Part() {
      if (!available) throw new ChunkLoadError('Failed to fetch dynamically imported module');
      return <p>part</p>;
    }
    const onError = vi.fn();
    const onLoadError = vi.fn();
    render(
      <ScreenBoundary onError={onError} onLoadError={onLoadError}>
        <Part />
      </ScreenBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SHELL_COPY.chunkFailed);
    expect(onError).not.toHaveBeenCalled();
    expect(onLoadError).toHaveBeenCalledTimes(1);
    // The host's retry does what the element's "Riprova" does.
    available = true;
    const retry = onLoadError.mock.calls[0]![1] as () => void;
    act(() => retry());
    expect(screen.getByText('part')).toBeInTheDocument();
  });

  it('"Riprova" renders the part again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let available = false;
    function Part() {
      if (!available) throw new ChunkLoadError('offline');
      return <p>part</p>;
    }
    render(
      <ScreenBoundary onError={vi.fn()}>
        <Part />
      </ScreenBoundary>,
    );
    available = true;
    act(() => screen.getByRole('button', { name: SHELL_COPY.retry }).click());
    expect(screen.getByText('part')).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    const onError = vi.fn();
    render(
      <ScreenBoundary onError={onError}>
        <p>ok</p>
      </ScreenBoundary>,
    );
    expect(screen.getByText('ok')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});
