/**
 * Issue 19 fault runs, part 2: step submits under faults. The whole CONSUMER journey (fresh visitor, the journey
 * helpers of consumer-steps.e2e.ts unchanged) where every "Prosegui" that makes a write call is answered first
 * with a 500, then a 503, then after a delay past the element's request time-out, then with the connection
 * dropped after the server processed it; each time the §8 message with its "Codice di errore", every field as
 * typed, then the plain retry goes on. At the end the sandbox holds exactly one copy of everything (one
 * registration, one signature per scope, one scan per side, one address set). Figures go to the fault table.
 */
import { browser, expect } from '@wdio/globals';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { FAULT_KINDS, faultEverySubmit, newFigures, REQUEST_TIMEOUT_MS, stopFaulting, type FlowFigures } from './fault-support';
import { writeFlowFigures } from './fault-table';
import {
  addressesAndDeclarations,
  ageFormToConfirmEmail,
  chooseCardAndDelivery,
  confirmAndRecognise,
  identityDocument,
  newVisitor,
  signatures,
  signaturesToCompletion,
  type Visitor,
} from './journey';
import { open, press, sandbox, waitForElement } from './support';

/** Copies the sandbox holds beyond one: registrations of the visitor, signatures per scope, scans per side. */
async function duplicatesOf(visitor: Visitor): Promise<{ count: number; registrationId: string; detail: string[] }> {
  const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${visitor.phone}`)) as { registrations: { id: string }[] };
  const detail: string[] = [];
  let count = Math.max(0, registrations.length - 1);
  if (registrations.length !== 1) detail.push(`${registrations.length} registrations`);
  const registrationId = registrations[0]!.id;
  const { signatures: signed } = await signatures(registrationId);
  for (const [scope, n] of Object.entries(signed)) {
    if (n > 1) detail.push(`${scope} signed ${n} times`);
    count += Math.max(0, n - 1);
  }
  const saved = (await sandbox('GET', `registrations/${registrationId}`)) as { registration: { data: Record<string, unknown> } };
  const scans = (saved.registration.data.documentScans ?? []) as { side: string }[];
  for (const side of new Set(scans.map((s) => s.side))) {
    const n = scans.filter((s) => s.side === side).length;
    if (n > 1) detail.push(`${n} scans of side ${side}`);
    count += n - 1;
  }
  // Any other list the registration holds: identical entries are copies.
  for (const [key, value] of Object.entries(saved.registration.data)) {
    if (!Array.isArray(value) || key === 'documentScans') continue;
    const texts = value.map((v) => JSON.stringify(v));
    const extra = texts.length - new Set(texts).size;
    if (extra > 0) detail.push(`${extra} copies in ${key}`);
    count += extra;
  }
  return { count, registrationId, detail };
}

describe('issue 19 fault runs: every step submit under faults', () => {
  const flows: FlowFigures[] = [];

  before(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(1280, 900);
  });

  afterEach(async () => {
    stopFaulting();
    await sandbox('DELETE', 'faults');
  });

  after(() => {
    writeFlowFigures(flows);
  });

  it('§8 CONSUMER: every write submit answered 500, 503, past the time-out and dropped shows the message with its trace, keeps what was typed, then succeeds; the sandbox holds one copy of each item', async function () {
    this.timeout(9 * 60_000);
    const figures = newFigures('CONSUMER');
    flows.push(figures);
    const visitor = newVisitor(19);
    await open(`/?request-timeout=${REQUEST_TIMEOUT_MS}`);
    await waitForElement();
    expect(await browser.execute(() => document.querySelector('bank-onboarding')?.getAttribute('request-timeout'))).toBe(String(REQUEST_TIMEOUT_MS));
    faultEverySubmit(figures, () => FAULT_KINDS);
    await press(HOME_COPY.register);
    await ageFormToConfirmEmail(visitor);
    await confirmAndRecognise({ reloads: false });
    await addressesAndDeclarations({ reloads: false });
    await chooseCardAndDelivery({ reloads: false });
    await identityDocument({ reloads: false });
    await signaturesToCompletion(visitor, 1_500);
    stopFaulting();

    const duplicates = await duplicatesOf(visitor);
    figures.duplicates = duplicates.count;
    console.log(`CONSUMER fault run: ${JSON.stringify({ ...figures, traces: figures.traces.length })}; ${duplicates.detail.join(', ') || 'no copies'}`);
    expect(duplicates.detail).toEqual([]);
    expect(figures.lostInputs).toBe(0);
    // Every kind met every write submit; the traces are all distinct.
    expect(figures.steps).toBeGreaterThanOrEqual(10);
    for (const kind of FAULT_KINDS) expect(figures.faults[kind]).toBe(figures.steps);
    expect(new Set(figures.traces).size).toBe(figures.traces.length);
  });
});
