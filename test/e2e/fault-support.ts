/**
 * Fault runs: the faults injected on step submits, the per-flow figures, and the checks made after
 * each faulted submit (the §8 message with its trace, nothing typed lost). Used through support.ts's
 * `pressHook`, so the journeys of every flow run unchanged.
 */
import { browser, expect } from '@wdio/globals';
import { ERROR_CODE_LABEL, GENERIC_ERROR, OFFLINE_ERROR } from '../../src/app/copy';
import { STEP_COPY } from '../../src/kit/copy';
import { metWithAllKinds } from './fault-table';
import { inElement, modalTitle, pressHook, sandbox, WAIT_MS } from './support';

/** The element's per-attempt time-out in the fault runs (the demo page reads `?request-timeout=`). */
export const REQUEST_TIMEOUT_MS = 2_000;

/** The fault kinds every write submit meets. */
export const FAULT_KINDS = ['500', '503', 'timeout', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const WRITES = '/api/usr/v2/*';
/** Tracking calls go along with every submit: a fault must hit the step's own write. */
const NOT_TRACKING = ['/api/usr/v2/registrations/*/tracking'];
/** Document scans have their own long time-out (2 minutes): the time-out fault lands on the step's next write. */
const NOT_SCANS = [...NOT_TRACKING, '/api/usr/v2/registrations/*/document-scans', '/api/usr/v2/registrations/*/docs-request/*/document-scans'];

/** The `POST /__sandbox/faults` body of a kind: on the next POST under /usr/v2 (not tracking). */
function faultOf(kind: FaultKind) {
  switch (kind) {
    case '500':
      return { method: 'POST', path: WRITES, status: 500, except: NOT_TRACKING };
    case '503':
      return { method: 'POST', path: WRITES, status: 503, except: NOT_TRACKING };
    case 'timeout':
      return { method: 'POST', path: WRITES, delayMs: REQUEST_TIMEOUT_MS + 1_000, except: NOT_SCANS };
    case 'drop':
      // Twice: Chromium resends a request whose reused connection closed before any byte (the sandbox replays
      // it, and drops that too); when it does not, the second use is cleared before the next attempt.
      return { method: 'POST', path: WRITES, drop: true, times: 2, except: NOT_TRACKING };
  }
}

/** What one flow's fault run counted. */
export interface FlowFigures {
  flow: string;
  faults: Record<FaultKind, number>;
  /** Step submits that completed (after their faults). */
  steps: number;
  /** Submits that made no write (nothing to fault). */
  noWrite: number;
  /** Submits met with all four kinds (a submit the run had not met with all four before). */
  allKinds: number;
  /**
   * Kinds not applied because an earlier uncertain failure of the same submit (past the time-out, or dropped
   * after the server processed it) had already done the write: the next press found it done (a signature's
   * sign-status, spec §4) and moved on without writing again, as it must. How soon the server's delayed write
   * ends against the next press depends on the machine's load, so this count may vary between runs.
   */
  doneEarly: Record<FaultKind, number>;
  duplicates: number;
  lostInputs: number;
  traces: string[];
}

export const newFigures = (flow: string): FlowFigures => ({
  flow,
  faults: { '500': 0, '503': 0, timeout: 0, drop: 0 },
  steps: 0,
  noWrite: 0,
  allKinds: 0,
  doneEarly: { '500': 0, '503': 0, timeout: 0, drop: 0 },
  duplicates: 0,
  lostInputs: 0,
  traces: [],
});

/** Every value the user can see in the routed screen's fields (text, choices, files), in document order. */
export async function formSnapshot(): Promise<string> {
  return browser.execute(() => {
    const root = document.querySelector('bank-onboarding')?.shadowRoot;
    const fields = [...(root?.querySelectorAll('.main input, .main select, .main textarea') ?? [])] as HTMLInputElement[];
    return JSON.stringify(
      fields.map((f) => (f.type === 'checkbox' || f.type === 'radio' ? `${f.type}:${f.checked}` : `${f.type}=${f.value}`)),
    );
  });
}

/** Where the wizard is: the hash and the routed screen. */
const position = () =>
  browser.execute(() => {
    const root = document.querySelector('bank-onboarding')?.shadowRoot;
    return `${window.location.hash} ${root?.querySelector('.main [data-screen]')?.getAttribute('data-screen') ?? ''}`;
  });

/** Uses left of the pending fault (0 when it is used up). */
async function pendingTimes(): Promise<number> {
  return ((await sandbox('GET', 'faults')).faults as { times: number }[])[0]?.times ?? 0;
}

/** The open modal's message and "Codice di errore". */
export async function modalError(): Promise<{ title: string | null; message: string; trace: string }> {
  const title = await modalTitle();
  const message = await inElement('dialog.modal[open] .modal-message').getText().catch(() => '');
  const code = await inElement('dialog.modal[open] .error-code').getText().catch(() => '');
  return { title, message, trace: code.startsWith(`${ERROR_CODE_LABEL}:`) ? code.slice(ERROR_CODE_LABEL.length + 1).trim() : '' };
}

/** Closes the open global modal with its first action ("Chiudi") and waits until it is gone. */
export async function closeModal() {
  await inElement('dialog.modal[open] .modal-actions button').click();
  await browser.waitUntil(async () => (await modalTitle()) === null, { timeoutMsg: 'the modal did not close' });
}

/**
 * One faulted attempt: the fault armed, the click, then either the §8 message (checked: Italian copy, a trace,
 * the fields as they were) or the screen moved on without the fault being used (a submit with no write).
 * @returns 'shown' after the modal was checked and closed, 'no-write' when the submit moved on.
 */
async function faultedAttempt(kind: FaultKind, click: () => Promise<void>, figures: FlowFigures, expected = GENERIC_ERROR) {
  await sandbox('DELETE', 'faults');
  await sandbox('POST', 'faults', faultOf(kind));
  const where = await position();
  const typed = await formSnapshot();
  await click();
  let outcome: 'shown' | 'moved' | undefined;
  await browser.waitUntil(
    async () => {
      if ((await modalTitle()) !== null) outcome = 'shown';
      else if ((await position().catch(() => where)) !== where) outcome = 'moved';
      return outcome !== undefined;
    },
    { timeout: REQUEST_TIMEOUT_MS + WAIT_MS, timeoutMsg: `${kind} at ${where}: neither the error modal nor another screen` },
  );
  if (outcome === 'moved') {
    const unused = (await pendingTimes()) === (faultOf(kind).times ?? 1);
    await sandbox('DELETE', 'faults');
    if (!unused) throw new Error(`${kind} at ${where}: the write failed, yet the wizard moved on without a message`);
    return 'no-write' as const;
  }
  const shown = await modalError();
  expect(shown.title).toBe(expected.title);
  expect(shown.message).toBe(expected.message);
  expect(shown.trace).not.toBe('');
  figures.traces.push(shown.trace);
  figures.faults[kind] += 1;
  await closeModal();
  if ((await formSnapshot()) !== typed) figures.lostInputs += 1;
  expect(await position()).toBe(where);
  return 'shown' as const;
}

/**
 * What tells one step submit from another: the routed screen, the fields it shows (a screen in another flow's
 * mode, such as the business NameForm or the corporate AgeForm, shows other fields) and the button's label.
 */
async function submitKey(label: string): Promise<string> {
  const shape = await browser.execute(() => {
    const root = document.querySelector('bank-onboarding')?.shadowRoot;
    const fields = [...(root?.querySelectorAll('.main input, .main select, .main textarea') ?? [])] as HTMLInputElement[];
    return `${root?.querySelector('.main [data-screen]')?.getAttribute('data-screen') ?? ''} ${fields.map((f) => f.type).join(',')}`;
  });
  return `${shape} ${label}`;
}

/** Which kinds a submit meets, by its key (see `submitKey`). */
export type KindsFor = (key: string) => readonly FaultKind[];

/**
 * Installs the press hook: every step submit ("Prosegui" and the other labels given) first meets the faults of
 * `kindsFor` (all four on the consumer journey and on submits no earlier run met with all four, else one kind
 * in turn), then the plain retry goes on.
 */
export function faultEverySubmit(figures: FlowFigures, kindsFor: KindsFor, labels: readonly string[] = [STEP_COPY.submit]) {
  pressHook.current = async (label, click) => {
    if (!labels.includes(label)) return click();
    const kinds = kindsFor(await submitKey(label));
    let uncertain = false;
    for (const [i, kind] of kinds.entries()) {
      if ((await faultedAttempt(kind, click, figures)) === 'no-write') {
        if (i === 0) {
          figures.noWrite += 1;
          return;
        }
        // Only a failure without a definite answer may have done the write (a 500 or 503 did not).
        if (!uncertain) throw new Error(`${kind}: the submit moved on without a write after definite failures only`);
        for (const rest of kinds.slice(i)) figures.doneEarly[rest] += 1;
        figures.steps += 1;
        if (kinds.length === FAULT_KINDS.length) figures.allKinds += 1;
        return;
      }
      if (kind === 'timeout' || kind === 'drop') uncertain = true;
    }
    await sandbox('DELETE', 'faults');
    await click();
    figures.steps += 1;
    if (kinds.length === FAULT_KINDS.length) figures.allKinds += 1;
  };
}

/** A rotation over the four kinds: one per call, in turn. */
function rotation(start = 0): () => readonly FaultKind[] {
  let next = start;
  return () => [FAULT_KINDS[next++ % FAULT_KINDS.length]!];
}

/** All four kinds on every submit (the consumer journey); each submit is then met. */
export function everyKind(): KindsFor {
  return (key) => {
    metWithAllKinds.claim(key);
    return FAULT_KINDS;
  };
}

/**
 * All four kinds on a submit no earlier run met with all four (a flow's own screens, or a shared screen in the
 * flow's mode), one kind in turn on the others: every submit of every flow meets each kind once over the runs,
 * in minutes rather than with four faults on every visit.
 */
export function newSubmitsEveryKind(start = 0): KindsFor {
  const turn = rotation(start);
  return (key) => (metWithAllKinds.claim(key) ? FAULT_KINDS : turn());
}

export function stopFaulting() {
  pressHook.current = null;
}

/** The offline copy, for the offline run. */
export { OFFLINE_ERROR };
