/**
 * Entry of the sandbox console (loaded by /sandbox.html as /console/sandbox.js): mounts the app into
 * `#sandbox-console`. The only module that touches the DOM outside React; does nothing (and never
 * throws) when the element is absent.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { App } from './App';
import './console.css';

export const MOUNT_ID = 'sandbox-console';

/** Mounts the console into `#sandbox-console` of `doc`; the root, or null when there is no such element. */
export function mountConsole(doc: Document = document): Root | null {
  const element = doc.getElementById(MOUNT_ID);
  if (!element) return null;
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return root;
}

mountConsole();
