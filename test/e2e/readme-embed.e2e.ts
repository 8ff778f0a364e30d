/**
 * The README's embed snippet, verbatim, on a blank page of another origin: the element, its lazy chunks and the
 * challenge script load from the sandbox cross-origin, and a new visitor gets through registration's data steps
 * to a successful pre-registration (the call that needs bot protection, spec §7 Registrations) and ConfirmSms.
 * Only the sandbox's port is swapped for this worker's.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { $, browser, expect } from '@wdio/globals';
import { DEFAULT_PORT } from '../../demo-host/server/main';
import { AGE_COPY } from '../../src/screens/data/AgeForm/copy';
import { CODE_COPY } from '../../src/screens/data/CodeForm/copy';
import { EMAIL_COPY } from '../../src/screens/data/EmailForm/copy';
import { NAME_COPY } from '../../src/screens/data/NameForm/copy';
import { PRIVACY_COPY } from '../../src/screens/data/PrivacyForm/copy';
import { SMS_COPY } from '../../src/screens/data/ConfirmSms/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { freePort } from '../demo-host';
import { baseUrl, press, prosegui, requests, sandbox, sessionValue, type, waitForElement, waitForScreen } from './support';

/** The first ```html block of the README, as written. */
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const SNIPPET = /```html\n([\s\S]*?)```/.exec(README)?.[1] ?? '';
const SANDBOX_IN_README = `http://localhost:${DEFAULT_PORT}`;

/** A visitor nobody has registered yet (unique per run). */
const stamp = Date.now().toString().slice(-7);
const visitor = { birthDate: '15061990', firstName: 'Giulia', lastName: 'Esposito', email: `embed.${stamp}@example.it`, phone: `338${stamp}`, accessCode: '24680' };

let server: Server | undefined;
let pageUrl = '';

describe("README: the embed snippet on a blank page of another origin", () => {
  before(async () => {
    await sandbox('POST', 'reset');
    const page = SNIPPET.replaceAll(SANDBOX_IN_README, baseUrl());
    const port = await freePort();
    server = createServer((request, response) => {
      if (request.url === '/' || request.url?.startsWith('/?') || request.url?.startsWith('/#')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.end(page);
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    pageUrl = `http://localhost:${port}/`;
    await browser.setWindowSize(390, 844);
  });

  after(async () => {
    // The browser keeps its connection to the page's server open: closed here, or close() waits for it to idle out.
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('names every address a page on another origin needs, absolute, on the sandbox', () => {
    expect(SNIPPET).toContain(`<script type="module" src="${SANDBOX_IN_README}/dist/bank-onboarding.js"></script>`);
    expect(SNIPPET).toContain(`api-base="${SANDBOX_IN_README}/api"`);
    expect(SNIPPET).toContain(`security-base="${SANDBOX_IN_README}"`);
    expect(SNIPPET).toContain('bot-protection-site-key="sandbox-site-key"');
    expect(SNIPPET).toContain(`bot-protection-script-url="${SANDBOX_IN_README}/recaptcha/api.js"`);
  });

  it('§4 a new visitor gets from "Registrati" through pre-registration to ConfirmSms', async () => {
    await browser.url(pageUrl);
    await waitForElement();
    expect(await browser.execute(() => window.location.origin)).not.toBe(baseUrl());
    await press(HOME_COPY.register);

    await waitForScreen('#/ageForm', 'AgeForm', AGE_COPY.title);
    await type('input[autocomplete="bday"]', visitor.birthDate);
    await prosegui();

    await waitForScreen('#/nameForm', 'NameForm', NAME_COPY.title);
    await type('input[autocomplete="given-name"]', visitor.firstName);
    await type('input[autocomplete="family-name"]', visitor.lastName);
    await prosegui();

    await waitForScreen('#/emailForm', 'EmailForm', EMAIL_COPY.title);
    await type('input[type="email"]', visitor.email);
    await type('input[autocomplete="tel-national"]', visitor.phone);
    await prosegui();

    // The terms come from the sandbox (cross-origin): the two mandatory consents.
    await waitForScreen('#/privacyForm', 'PrivacyForm', PRIVACY_COPY.title);
    const boxes = await $('bank-onboarding').shadow$$('input[type="checkbox"]');
    await boxes[0]!.click();
    await boxes[1]!.click();
    await prosegui();

    await waitForScreen('#/codeForm', 'CodeForm', CODE_COPY.title);
    await type('input[autocomplete="new-password"]', visitor.accessCode);
    await prosegui();

    // Pre-registration: a challenge token from the sandbox's script, then the call with its header.
    await waitForScreen('#/confirmCodeForm', 'ConfirmCodeForm');
    await type('input[autocomplete="new-password"]', visitor.accessCode);
    await prosegui();

    await waitForScreen('#/confirmSms', 'ConfirmSms', SMS_COPY.title);
    expect(await sessionValue('at')).toBeTruthy();
    const challenge = await browser.execute(() => document.querySelector<HTMLScriptElement>('script[data-bot-protection]')?.src ?? '');
    expect(challenge.startsWith(`${baseUrl()}/recaptcha/api.js?render=sandbox-site-key`)).toBe(true);
    const preRegistrations = (await requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/registrations/pre-register'));
    expect(preRegistrations.map((r) => r.status)).toEqual([200]);
    // The SMS code ConfirmSms asked for on arrival went out (a call with the new session's bearer token).
    await browser.waitUntil(async () => ((await sandbox('GET', `outbox?to=%2B39${visitor.phone}`)).messages as unknown[]).length > 0);
  });
});
