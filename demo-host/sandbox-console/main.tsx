/** Entry of the sandbox console: mounts the app into `#sandbox-console` of /sandbox.html, if present. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import '../../src/kit/fields/fields.css';
import './console.css';

const root = document.getElementById('sandbox-console');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
