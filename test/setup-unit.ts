// Unit/component test setup, run before every test file of both projects (vite.config.ts). The DOM parts
// load only where the file's environment has a DOM (jsdom): jest-dom's matchers, Testing Library's
// cleanup and wait timeout, and a clean storage between tests. A node file loads none of them.
import { afterEach } from 'vitest';
import { STATE_WAIT_MS } from './support/wait';

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // waitFor and findBy* poll until their state holds; on a loaded machine that can take longer than the
  // default 1 s, so they give up only after STATE_WAIT_MS.
  configure({ asyncUtilTimeout: STATE_WAIT_MS });
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
