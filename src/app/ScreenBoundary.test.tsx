import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../kit/chunks';
import { GENERIC_ERROR, SHELL_COPY } from './copy';
import { lazyScreen, SCREEN_REGISTRY, type ScreenLoader, type ScreenRegistry } from '../screens/registry';
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

  it("a screen's chunk that failed to download: Riprova calls import() again (no cached rejection) and the screen shows", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    const load: ScreenLoader = vi.fn(() =>
      ++attempt === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: () => <p>screen</p> }),
    );
    const registry: ScreenRegistry = { ...SCREEN_REGISTRY, NameForm: { kind: 'built', title: 'T', load } };
    function Host() {
      const Screen = lazyScreen('NameForm', undefined, registry)!;
      return (
        <Suspense fallback={null}>
          <Screen screen="NameForm" />
        </Suspense>
      );
    }
    const onLoadError = vi.fn();
    render(
      <ScreenBoundary onError={vi.fn()} onLoadError={onLoadError}>
        <Host />
      </ScreenBoundary>,
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SHELL_COPY.chunkFailed));
    expect(onLoadError).toHaveBeenCalledWith(expect.any(ChunkLoadError), expect.any(Function));
    act(() => screen.getByRole('button', { name: SHELL_COPY.retry }).click());
    await waitFor(() => expect(screen.getByText('screen')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
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
