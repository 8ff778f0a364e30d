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
  // Component tests mount the app without a bot-protection site key (so no challenge script loads), and the
  // element says once per mounted app that such a page cannot register (element/config-errors.ts): expected
  // here, and hundreds of those lines would bury the output. The element's own tests spy on console.error over
  // this filter and still see it.
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[bank-onboarding] bot-protection-site-key is not set')) return;
    consoleError(...args);
  };
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
