/**
 * Fault runs, part 1: what the network does to a session. A 401 storm (the access token expires while
 * a mid-journey start-up and a screen loading several lists have calls in flight: one refresh, each refused call
 * retried once, nothing shown), the browser offline for a step (the §8 custom message, nothing lost, the same
 * button works back online), a refresh failure in the middle of a step (the §8 "Sessione scaduta" procedure,
 * nothing sensitive left in storage), axe with the error modal open. The step-submit faults of every flow are
 * in faults-consumer, faults-minor, faults-renewal, business.e2e.ts and upgrades.e2e.ts; this file records the
 * 401-storm figures for the shared table.
 */
import { browser, expect } from '@wdio/globals';
import { PERSONAS } from '../../demo-host/server/seed';
import { SESSION_EXPIRED } from '../../src/app/copy';
import { closeModal, formSnapshot, modalError, OFFLINE_ERROR, REQUEST_TIMEOUT_MS } from './fault-support';
import { writeStormFigures } from './fault-table';
import { fillResidence } from './journey';
import {
  axeViolations,
  inElement,
  loginThroughModal,
  modalTitle,
  onScreen,
  press,
  prosegui,
  requests,
  sandbox,
  waitForElement,
  waitForHash,
  WAIT_MS,
  type LoggedRequest,
} from './support';
import { STEP_COPY } from '../../src/kit/copy';

const persona = (landsOn: string) => {
  const found = PERSONAS.find((p) => p.landsOn.startsWith(landsOn));
  if (!found) throw new Error(`no persona landing on ${landsOn}`);
  return found;
};

const TOKEN_PATH = '/sec/v2/oauth/token';

/**
 * The storm's figures from the request log since it was cleared: refresh calls, the calls refused 401, and
 * whether each was answered on its one retry (the same method and path, a later non-401 answer).
 */
function stormFigures(log: LoggedRequest[]) {
  const refreshes = log.filter((r) => r.path === TOKEN_PATH);
  const refused = log.filter((r) => r.status === 401);
  const retried = refused.filter((r, i) => {
    const at = log.indexOf(r);
    const sameBefore = refused.slice(0, i).filter((o) => o.method === r.method && o.path === r.path).length;
    const laterOk = log.slice(at + 1).filter((o) => o.method === r.method && o.path === r.path && o.status !== 401);
    return laterOk.length > sameBefore;
  });
  const calls = log.filter((r) => r.path !== TOKEN_PATH);
  return { calls: calls.length, refused: refused.length, retried: retried.length, refreshes: refreshes.length, okRefreshes: refreshes.filter((r) => r.status === 200).length };
}

/** The page's storages as text (sessionStorage and localStorage, every key and value). */
const storages = () =>
  browser.execute(() => {
    const dump = (s: Storage) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i)!).map((k) => [k, s.getItem(k)]));
    return JSON.stringify({ session: dump(sessionStorage), local: dump(localStorage) });
  });

describe('fault runs: 401 storm, offline, refresh failure', () => {
  const storms: { where: string; figures: ReturnType<typeof stormFigures> }[] = [];

  before(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(1280, 900);
  });

  after(() => {
    writeStormFigures(storms);
  });

  /** Reloads the page, tolerating the scripts that run while the document is being replaced. */
  async function reload() {
    await browser.refresh();
    await browser.waitUntil(() => browser.execute(() => document.readyState === 'complete').catch(() => false), {
      timeoutMsg: 'the page did not load again',
    });
    await waitForElement();
  }

  /** The log once it has settled: every refused call answered on its retry, nothing new for one poll. */
  async function settledLog(): Promise<LoggedRequest[]> {
    let log: LoggedRequest[] = [];
    await browser.waitUntil(
      async () => {
        const previous = log.length;
        log = await requests();
        const f = stormFigures(log);
        return log.length > 0 && log.length === previous && f.retried === f.refused;
      },
      { interval: 300, timeoutMsg: 'the refused calls were not all retried' },
    );
    return log;
  }

  function expectOneRefreshEachRetriedOnce(log: LoggedRequest[]) {
    const figures = stormFigures(log);
    expect(figures.refreshes).toBe(1);
    expect(figures.okRefreshes).toBe(1);
    expect(figures.retried).toBe(figures.refused);
    // Each refused call came back exactly once (no second retry): per method and path, as many answers as 401s.
    for (const r of log.filter((x) => x.status === 401)) {
      const same = log.filter((x) => x.method === r.method && x.path === r.path);
      expect(same.filter((x) => x.status !== 401).length).toBe(same.filter((x) => x.status === 401).length);
    }
    return figures;
  }

  it('§4 Session 401 storm at start-up: the access token expired, a mid-journey screen reloaded -> one refresh, each refused call retried once, nothing shown', async () => {
    const user = persona('/titolareEffettivo');
    await loginThroughModal(user.phone, user.code);
    await onScreen('#/titolareEffettivo', 'TitolareEffettivo');
    await sandbox('POST', 'expire-tokens', {});
    await sandbox('DELETE', 'requests');
    await reload();
    await onScreen('#/titolareEffettivo', 'TitolareEffettivo');
    const log = await settledLog();
    const figures = expectOneRefreshEachRetriedOnce(log);
    expect(figures.refused).toBeGreaterThanOrEqual(1);
    // The start-up made several calls, all answered after the one refresh.
    expect(figures.calls - figures.refused).toBeGreaterThanOrEqual(2);
    storms.push({ where: 'start-up (reload at TitolareEffettivo, 4,0)', figures });
    expect(await modalTitle()).toBeNull();
  });

  it('§4 Session 401 storm on a screen loading several lists at once (DocumentType, 7,0): both refused together -> one refresh shared, each retried once, nothing shown', async () => {
    const user = persona('/documentType');
    await loginThroughModal(user.phone, user.code);
    await onScreen('#/documentType', 'DocumentType');
    // The token "expires" while the screen's two parallel loads are in flight: both answered 401 once.
    for (const path of ['/api/usr/v2/documents/types', '/api/usr/v2/registrations/recog/document-data']) {
      await sandbox('POST', 'faults', { method: 'GET', path, status: 401 });
    }
    await sandbox('DELETE', 'requests');
    await reload();
    await onScreen('#/documentType', 'DocumentType');
    const log = await settledLog();
    const figures = expectOneRefreshEachRetriedOnce(log);
    expect(figures.refused).toBe(2);
    storms.push({ where: 'two parallel list loads (DocumentType, 7,0)', figures });
    expect(await modalTitle()).toBeNull();
    expect(((await sandbox('GET', 'faults')).faults as unknown[]).length).toBe(0);
  });

  it('§8 Custom error modal: the browser offline for a step shows the offline message with a trace; nothing typed is lost; back online the same button completes the step', async () => {
    const user = persona('/addresses');
    await loginThroughModal(user.phone, user.code);
    await onScreen('#/addresses', 'Addresses');
    await fillResidence('Via Roma', '8');
    const typed = await formSnapshot();
    await browser.setNetworkConditions({ offline: true, latency: 0, download_throughput: 0, upload_throughput: 0 });
    try {
      await browser.waitUntil(() => browser.execute(() => navigator.onLine === false), { timeoutMsg: 'the browser did not go offline' });
      await prosegui();
      await browser.waitUntil(async () => (await modalTitle()) !== null, { timeout: REQUEST_TIMEOUT_MS + WAIT_MS });
      const shown = await modalError();
      expect(shown).toEqual({ title: OFFLINE_ERROR.title, message: OFFLINE_ERROR.message, trace: expect.stringMatching(/\S/) as unknown });
      // axe with the error modal open (DESIGN §7).
      expect(await axeViolations()).toEqual([]);
      await closeModal();
      expect(await formSnapshot()).toBe(typed);
    } finally {
      await browser.deleteNetworkConditions();
    }
    await browser.waitUntil(() => browser.execute(() => navigator.onLine), { timeoutMsg: 'the browser did not come back online' });
    await press(STEP_COPY.submit);
    await waitForHash('#/titolareEffettivo');
  });

  it('§4 Session / §8 a refresh failure in the middle of a step: "Sessione scaduta", the landing page, no token or draft left in storage', async () => {
    const user = persona('/viewDocumentation');
    await loginThroughModal(user.phone, user.code);
    await onScreen('#/viewDocumentation', 'ViewDocumentation');
    const boxes = await $('bank-onboarding').shadow$$('form input[type="checkbox"]');
    for (const box of boxes) if (!(await box.isSelected())) await box.click();
    expect(await storages()).toContain('"at"');
    await sandbox('POST', 'expire-tokens', { refresh: true });
    await sandbox('DELETE', 'requests');
    await prosegui();
    await browser.waitUntil(async () => (await modalTitle()) === SESSION_EXPIRED.title, { timeoutMsg: 'no "Sessione scaduta"' });
    await expect(inElement('dialog.modal[open]')).toHaveText(expect.stringContaining(SESSION_EXPIRED.message));
    const refreshes = (await requests()).filter((r) => r.path === TOKEN_PATH);
    expect(refreshes.map((r) => r.status)).toEqual([expect.any(Number)]);
    expect(refreshes[0]!.status).not.toBe(200);
    await browser.waitUntil(async () => /^(#\/?)?$/.test(await browser.execute(() => window.location.hash)));
    const left = JSON.parse(await storages()) as { session: Record<string, string>; local: Record<string, string> };
    const text = JSON.stringify(left);
    // No token pair, no token-shaped value, nothing the user typed or the bank holds about them.
    expect(Object.keys(left.session)).not.toContain('at');
    expect(Object.keys(left.session)).not.toContain('rt');
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    expect(text).not.toMatch(/access_token|refresh_token/);
    expect(text).not.toContain(user.phone);
    expect(text.toLowerCase()).not.toContain('moretti');
    await closeModal();
  });
});
