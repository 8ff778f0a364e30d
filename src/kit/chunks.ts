/**
 * Lazily loaded parts (a screen's chunk, the help panel, the global modal) that can fail to download and be
 * tried again. React.lazy keeps the promise of its first import: a rejected one would fail forever, so a
 * failed part forgets its lazy component and the next render makes a fresh import() call.
 */
import { lazy, type ComponentType } from 'react';

/** A lazily loaded part failed to download (the shell's boundary shows "Riprova" for it). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** The failure of an import() as a ChunkLoadError (its message kept). */
export function chunkLoadError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  return new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
}

/** A lazy component (of a part without props) made afresh after a failed download: call it on every render. */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): () => ComponentType {
  let component: ComponentType | undefined;
  return () =>
    (component ??= lazy(() =>
      load().catch((error: unknown) => {
        component = undefined;
        throw chunkLoadError(error);
      }),
    ));
}
