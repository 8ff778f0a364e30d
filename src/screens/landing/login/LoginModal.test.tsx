import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { resolveConfig } from '../../../../element/surface';
import { loginFailureMessage } from '../../../api/auth';
import { createFetchMock, fakeJwt, jsonResponse, type RecordedCall } from '../../../../test/support/fetch-mock';
import { InstanceContext } from '../../../kit/hooks';
import { createInstance, type PageNavigation } from '../../../app/instance';
import { createWizard } from '../../../app/wizard';
import { NUMERIC, PHONE, REQUIRED } from '../../../validation/messages';
import { LOGIN_COPY } from './copy';
import LoginModal from './LoginModal';
import { setupUser } from '../../../../test/support/user';

const AT = fakeJwt({ client_id: 'webapp', user_id: 'u-1' });
const RT = 'refresh-1';
const ONLINE_BANKING = 'https://banking.example/home';
const INVALID_CREDENTIALS = loginFailureMessage({ code: 'invalid_grant' });

type Handler = (call: RecordedCall) => Response | Promise<Response>;

const tokenOk: Handler = () => jsonResponse(200, { access_token: AT, refresh_token: RT, token_type: 'bearer' });
const me = (user: Record<string, unknown>): Handler => () =>
  jsonResponse(200, { id: 'u-1', status: 'ENABLED', defaultWallet: null, availableProcesses: [], ...user });

/** Answers the token endpoint and `users/me` with the given handlers; records every call. */
function serve(token: Handler, meHandler: Handler = me({})) {
  const mock = createFetchMock((call) => {
    if (call.url.includes('/sec/v2/oauth/token')) return token(call);
    if (call.url.includes('/usr/v2/users/me')) return meHandler(call);
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', mock.fetch);
  const count = (part: string) => mock.calls.filter((c) => c.url.includes(part)).length;
  return { calls: mock.calls, tokenCalls: () => count('/sec/v2/oauth/token'), meCalls: () => count('/users/me') };
}

/** Renders the modal in a real instance (memory routing, StrictMode) with a recording page navigation. */
async function renderModal() {
  const host = document.createElement('div');
  document.body.append(host);
  const page: PageNavigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const instance = createInstance(resolveConfig({ routing: 'memory', onlineBankingUrl: ONLINE_BANKING }), host, page);
  instance.connect();
  const wizard = createWizard(instance);
  const exits: unknown[] = [];
  host.addEventListener('onboarding-exit', (e) => exits.push((e as CustomEvent).detail));
  const result = render(
    <StrictMode>
      <InstanceContext.Provider value={{ instance, wizard }}>
        <Router hook={instance.router.hook}>
          <LoginModal />
        </Router>
      </InstanceContext.Provider>
    </StrictMode>,
  );
  // valtio notifies React after a microtask: an async act flushes it.
  await act(async () => instance.store.actions.openModal('loginModal'));
  return { ...result, instance, page, exits, user: setupUser() };
}

/** The modal's <dialog> (open or closed; a closed one has no accessible name in jsdom). */
const dialog = (): HTMLDialogElement => {
  const element = document.querySelector('dialog.login-modal');
  if (!(element instanceof HTMLDialogElement)) throw new Error('login modal not rendered');
  return element;
};
const phoneInput = () => screen.getByLabelText(LOGIN_COPY.phoneLabel);
const codeInput = () => screen.getByLabelText(LOGIN_COPY.accessCodeLabel);
const submitButton = () => screen.getByRole('button', { name: LOGIN_COPY.submit });

async function fillValid(user: UserEvent, phone = '3331234567', code = '13579') {
  await user.type(phoneInput(), phone);
  await user.type(codeInput(), code);
  await waitFor(() => expect(submitButton()).toBeEnabled());
}

/** Waits until the flow reopened the modal. */
async function reopened(instance: Awaited<ReturnType<typeof renderModal>>['instance']) {
  await waitFor(() => expect(instance.store.state.ui.modals).toContain('loginModal'));
  await waitFor(() => expect(submitButton()).toBeEnabled());
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login modal', () => {
  it('§2 Landing page: a dialog titled "Riprendi la registrazione" open while loginModal is open, with labelled fields', async () => {
    const { instance } = await renderModal();
    expect(screen.getByRole('dialog', { name: LOGIN_COPY.title })).toBe(dialog());
    expect(screen.getByRole('heading', { level: 2, name: LOGIN_COPY.title })).toBeInTheDocument();
    expect(dialog()).toHaveAttribute('open');
    expect(phoneInput()).toHaveAttribute('type', 'tel');
    expect(phoneInput()).toHaveAttribute('inputmode', 'tel');
    expect(phoneInput()).toHaveAttribute('autocomplete', 'tel');
    expect(codeInput()).toHaveAttribute('type', 'password');
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(phoneInput()).toHaveFocus();
    await act(async () => instance.store.actions.closeModal('loginModal'));
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('§2 Landing page: the close button and Escape (cancel) close the modal', async () => {
    const { instance, user } = await renderModal();
    await user.click(screen.getByRole('button', { name: LOGIN_COPY.close }));
    expect(instance.store.state.ui.modals).not.toContain('loginModal');
    await act(async () => instance.store.actions.openModal('loginModal'));
    expect(dialog()).toHaveAttribute('open');
    await act(async () => {
      dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(instance.store.state.ui.modals).not.toContain('loginModal');
  });

  it('§5 Login phone number: required and pattern messages, verbatim, shown while typing after the first blur', async () => {
    serve(tokenOk);
    const { user } = await renderModal();
    await user.type(phoneInput(), '12');
    expect(dialog()).not.toHaveTextContent(PHONE); // not before the field is left
    await user.tab();
    await waitFor(() => expect(phoneInput()).toHaveAccessibleDescription(PHONE));
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    await user.type(phoneInput(), '3456');
    await waitFor(() => expect(phoneInput()).not.toHaveAttribute('aria-invalid'));
    expect(dialog()).not.toHaveTextContent(PHONE);
    await user.clear(phoneInput());
    await waitFor(() => expect(phoneInput()).toHaveAccessibleDescription(REQUIRED));
    // The error text sits in a live region, so it is announced.
    const describedBy = document.getElementById(phoneInput().getAttribute('aria-describedby') ?? '');
    expect(describedBy).toHaveTextContent(REQUIRED);
    expect(describedBy).toHaveAttribute('aria-live', 'polite');
  });

  it('§5 Access code: digits only message verbatim, and maxlength 5', async () => {
    const { user } = await renderModal();
    await user.type(codeInput(), '12a');
    await user.tab();
    await waitFor(() => expect(codeInput()).toHaveAccessibleDescription(NUMERIC));
    await user.clear(codeInput());
    await waitFor(() => expect(codeInput()).toHaveAccessibleDescription(REQUIRED));
    await user.type(codeInput(), '1234567');
    expect(codeInput()).toHaveValue('12345');
    expect(codeInput()).toHaveAttribute('maxlength', '5');
    await waitFor(() => expect(codeInput()).not.toHaveAttribute('aria-invalid'));
  });

  it('§2 / §5 the Accedi button is disabled while the form is invalid and enabled when it is valid', async () => {
    const { user } = await renderModal();
    expect(submitButton()).toBeDisabled();
    await user.type(phoneInput(), '3331234567');
    expect(submitButton()).toBeDisabled();
    await user.type(codeInput(), '1357');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.type(codeInput(), 'x');
    await waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it('§4 Login flow: a double click on Accedi sends one login request', async () => {
    const server = serve(tokenOk, me({ status: 'PENDING' }));
    const { user, page } = await renderModal();
    await fillValid(user);
    await user.dblClick(submitButton());
    await waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    expect(server.tokenCalls()).toBe(1);
    expect(server.meCalls()).toBe(1);
  });

  it('§4 Login flow / §5: the username is +39 plus the typed number; the modal closes and the loader shows while logging in', async () => {
    let answer: (r: Response) => void = () => undefined;
    const server = serve(() => new Promise<Response>((resolve) => (answer = resolve)), me({ status: 'PENDING' }));
    const { user, instance } = await renderModal();
    await fillValid(user, ' 3331234567');
    await user.click(submitButton());
    await waitFor(() => expect(server.tokenCalls()).toBe(1));
    expect(instance.store.state.ui.modals).not.toContain('loginModal');
    expect(instance.store.state.ui.loader).toBe(1);
    // Locked while the login runs.
    expect(screen.getByRole('button', { name: LOGIN_COPY.submit, hidden: true })).toBeDisabled();
    expect(server.calls[0]?.body).toContain('username=%2B393331234567');
    expect(server.calls[0]?.body).toContain('password=13579');
    answer(jsonResponse(200, { access_token: AT, refresh_token: RT }));
    await waitFor(() => expect(server.meCalls()).toBe(1));
  });

  it("§8 Login failure invalid_grant: 'Credenziali errate' in the modal, modal reopens with the typed phone kept", async () => {
    serve(() => jsonResponse(400, { error: 'invalid_grant', error_description: 'Bad credentials' }));
    const { user, instance } = await renderModal();
    await fillValid(user);
    await user.click(submitButton());
    await reopened(instance);
    const alert = await screen.findByRole('alert');
    expect(INVALID_CREDENTIALS).toBe('Credenziali errate');
    expect(alert).toHaveTextContent('Credenziali errate');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(dialog()).toHaveAttribute('open');
    expect(phoneInput()).toHaveValue('3331234567');
    expect(codeInput()).toHaveValue('13579');
    expect(instance.store.state.ui.loader).toBe(0);
    expect(window.sessionStorage.getItem('at')).toBeNull();
  });

  it('§8 Login failure, any other error value: the modal reopens with no text', async () => {
    serve(() => jsonResponse(400, { error: 'invalid_request' }));
    const { user, instance } = await renderModal();
    await fillValid(user);
    await user.click(submitButton());
    await reopened(instance);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dialog()).not.toHaveTextContent('Credenziali errate');
    expect(instance.store.state.ui.loader).toBe(0);
    expect(phoneInput()).toHaveValue('3331234567');
    expect(phoneInput()).toHaveFocus();
  });

  it('§8 Login failure: a network failure also reopens with no text; a retry can send again', async () => {
    let fail = true;
    const server = serve(
      () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : tokenOk({} as RecordedCall)),
      me({ status: 'PENDING' }),
    );
    const { user, instance, page } = await renderModal();
    await fillValid(user);
    await user.click(submitButton());
    await reopened(instance);
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await user.click(submitButton());
    await waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    expect(server.tokenCalls()).toBe(2);
  });

  it("§5 the first server field error of a failed login shows under its field", async () => {
    serve(() =>
      jsonResponse(400, {
        error: 'invalid_request',
        context: { code: 'USR_VAL', errors: [{ field: 'username', message: 'Numero non registrato' }, { field: 'password', message: 'secondo' }] },
      }),
    );
    const { user, instance } = await renderModal();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(instance.store.state.ui.modals).toContain('loginModal'));
    await waitFor(() => expect(phoneInput()).toHaveAccessibleDescription('Numero non registrato'));
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(dialog()).not.toHaveTextContent('secondo');
    await waitFor(() => expect(phoneInput()).toHaveFocus());
  });

  it('§8 me call fails after login: loader closes, login modal reopens, no message, session tokens cleared', async () => {
    serve(tokenOk, () => jsonResponse(500, { context: { code: 'USR_500', message: 'boom' } }));
    const { user, instance, page } = await renderModal();
    await fillValid(user);
    await user.click(submitButton());
    await reopened(instance);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(instance.store.state.ui.loader).toBe(0);
    expect(window.sessionStorage.getItem('at')).toBeNull();
    expect(window.sessionStorage.getItem('rt')).toBeNull();
    expect(instance.store.state.tokenData).toBeNull();
    expect(phoneInput()).toHaveValue('3331234567');
    expect(page.assign).not.toHaveBeenCalled();
    expect(page.replace).not.toHaveBeenCalled();
  });

  it('§4 Login flow step 2: an ENABLED non-corporate user hands the tokens to local storage and leaves for online banking', async () => {
    serve(tokenOk, me({ status: 'ENABLED', defaultWallet: { type: 'CONSUMER' } }));
    const { user, page, exits, instance } = await renderModal();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(page.assign).toHaveBeenCalledExactlyOnceWith(ONLINE_BANKING));
    expect(window.localStorage.getItem('access_token')).toBe(AT);
    expect(window.localStorage.getItem('refresh_token')).toBe(RT);
    expect(window.sessionStorage.getItem('at')).toBeNull();
    expect(window.sessionStorage.getItem('rt')).toBeNull();
    expect(exits).toEqual([{ to: 'online-banking', url: ONLINE_BANKING }]);
    expect(page.replace).not.toHaveBeenCalled();
    // The page is leaving: the modal stays closed behind the loader.
    expect(instance.store.state.ui.modals).not.toContain('loginModal');
    expect(instance.store.state.ui.loader).toBe(1);
  });

  it('§4 Login flow step 2, cancelled by the host: no navigation, no local-storage tokens, the session kept, the loader released', async () => {
    serve(tokenOk, me({ status: 'ENABLED', defaultWallet: { type: 'CONSUMER' } }));
    const { user, page, exits, instance } = await renderModal();
    instance.host.addEventListener('onboarding-exit', (e) => e.preventDefault());
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(exits).toEqual([{ to: 'online-banking', url: ONLINE_BANKING }]));
    await waitFor(() => expect(instance.store.state.ui.loader).toBe(0));
    expect(page.assign).not.toHaveBeenCalled();
    expect(page.replace).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(window.sessionStorage.getItem('at')).toBe(AT);
    expect(window.sessionStorage.getItem('rt')).toBe(RT);
    expect(instance.store.state.ui.modals).not.toContain('loginModal');
  });

  it('§4 Login flow step 3: otherwise the page reloads, its address unchanged (no token in it), the tokens in session storage', async () => {
    serve(tokenOk, me({ status: 'PENDING', defaultWallet: null }));
    const { user, page } = await renderModal();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    expect(page.replace).not.toHaveBeenCalled();
    expect(page.assign).not.toHaveBeenCalled();
    // The reload's start-up reads the pair from session storage (spec §3 `at`, `rt`).
    expect(window.sessionStorage.getItem('at')).toBe(AT);
    expect(window.sessionStorage.getItem('rt')).toBe(RT);
    expect(window.sessionStorage.getItem('corporate')).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('§4 Login flow step 3: a corporate wallet holder registering as a consumer reloads with the session flag corporate', async () => {
    serve(
      tokenOk,
      me({ status: 'ENABLED', defaultWallet: { type: 'CORPORATE' }, availableProcesses: [{ level: 'A', profile: 'CONSUMER' }] }),
    );
    const { user, page } = await renderModal();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    expect(page.replace).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('corporate')).toBe('true');
    expect(window.sessionStorage.getItem('at')).toBe(AT);
    expect(window.sessionStorage.getItem('rt')).toBe(RT);
  });

  it('has no axe violations when open, with errors and with the failure message (color-contrast off in jsdom)', async () => {
    serve(() => jsonResponse(400, { error: 'invalid_grant' }));
    const { user, instance } = await renderModal();
    const check = async () => {
      const results = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    };
    await check();
    await user.type(phoneInput(), '12');
    await user.tab();
    await waitFor(() => expect(phoneInput()).toHaveAttribute('aria-invalid', 'true'));
    await check();
    await user.clear(phoneInput());
    await fillValid(user);
    await user.click(submitButton());
    await reopened(instance);
    await screen.findByRole('alert');
    await check();
  });
});
