/**
 * What the fault spec files share (faults-consumer, faults-business, faults-minor, faults-upgrades): the submits
 * faulted, the page with the fault runs' request time-out, the describe block's set-up, and the checks made at the
 * end of a flow's run (one copy of each item in the sandbox, the flow's figures).
 */
import { browser, expect } from '@wdio/globals';
import { SIGNATURE_COPY, STEP_COPY } from '../../src/kit/copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { UPLOAD_BIZ_COPY } from '../../src/screens/business/UploadBizDocuments/copy';
import { FAULT_KINDS, REQUEST_TIMEOUT_MS, stopFaulting, type FlowFigures } from './fault-support';
import { writeFlowFigures } from './fault-table';
import { signatures, type Visitor } from './journey';
import { inElement, sandbox, STRICT_PAGE } from './support';

/** The labels of the step submits faulted: "Prosegui", the business documents' "Invia e prosegui", "Firma", "Inizia il riconoscimento". */
export const SUBMITS = [STEP_COPY.submit, UPLOAD_BIZ_COPY.submit, SIGNATURE_COPY.sign, RECOGNITION_COPY.start];

/** The element's page with the fault runs' request time-out. */
export const FAULT_PAGE = `${STRICT_PAGE}?request-timeout=${REQUEST_TIMEOUT_MS}`;

/** The element on the page uses the fault runs' request time-out (it rides in the tab's session across hand-offs). */
export async function expectFaultTimeout() {
  expect(await browser.execute(() => document.querySelector('bank-onboarding')?.getAttribute('request-timeout'))).toBe(String(REQUEST_TIMEOUT_MS));
}

/** The ids of the customer's registrations before the run (a persona's closed one): not this run's. */
export async function registrationIds(phone: string): Promise<string[]> {
  const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${phone}`)) as { registrations: { id: string }[] };
  return registrations.map((r) => r.id);
}

/**
 * Checks a flow's figures: every kind met at least once, all four on each new submit and one on the others,
 * nothing lost, every trace distinct.
 */
export function expectFlowFigures(figures: FlowFigures) {
  console.log(`${figures.flow} fault run: ${JSON.stringify({ ...figures, traces: figures.traces.length })}`);
  expect(figures.lostInputs).toBe(0);
  for (const kind of FAULT_KINDS) expect(figures.faults[kind]).toBeGreaterThanOrEqual(1);
  const faults = figures.faults['500'] + figures.faults['503'] + figures.faults.timeout + figures.faults.drop;
  const early = FAULT_KINDS.reduce((sum, kind) => sum + figures.doneEarly[kind], 0);
  expect(faults + early).toBe(figures.steps + (FAULT_KINDS.length - 1) * figures.allKinds);
  expect(new Set(figures.traces).size).toBe(figures.traces.length);
}

/** Copies the sandbox holds beyond one: registrations of the visitor, signatures per scope, scans per side. */
export async function duplicatesOf(visitor: Pick<Visitor, 'phone'>, existing: readonly string[] = []): Promise<{ count: number; registrationId: string; detail: string[] }> {
  const { registrations: all } = (await sandbox('GET', `registrations?phone=%2B39${visitor.phone}`)) as { registrations: { id: string }[] };
  // A customer's earlier registrations (a persona's closed one, before an upgrade) are not this run's.
  const registrations = all.filter((r) => !existing.includes(r.id));
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

/**
 * The set-up of a fault spec file's describe block (`spec`: the file's name): whole journeys with several faults
 * per submit, longer than the suite's time-out per test; axe-core skipped (the flows' own specs check every
 * screen, and faults.e2e.ts the error modal); a failed run says where it stopped; the figures saved at the end.
 * @returns the list the file's runs push their figures to.
 */
export function faultRunHooks(suite: Mocha.Suite, spec: string): FlowFigures[] {
  suite.timeout(9 * 60_000);
  const flows: FlowFigures[] = [];
  before(async () => {
    process.env.E2E_SKIP_AXE = 'bench';
    await sandbox('POST', 'reset');
    await browser.setWindowSize(1280, 900);
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const { requests } = (await sandbox('GET', 'requests')) as { requests: { method: string; path: string; status: number }[] };
      console.log(`last calls:\n${requests.slice(-30).map((r) => `  ${r.method} ${r.path} ${r.status}`).join('\n')}`);
      console.log(`screen: ${await inElement('.main').getText().catch(() => '(none)')}`);
    }
    stopFaulting();
    await sandbox('DELETE', 'faults');
  });
  after(() => {
    writeFlowFigures(spec, flows);
  });
  return flows;
}

/** An upgrade's run ended: one new registration, completed and closed (with `expected`), no copies; the flow's figures. */
export async function expectUpgradeDone(figures: FlowFigures, phone: string, before: string[], expected: Record<string, unknown>) {
  const duplicates = await duplicatesOf({ phone }, before);
  figures.duplicates = duplicates.count;
  expect(duplicates.detail).toEqual([]);
  const done = (await sandbox('GET', `registrations/${duplicates.registrationId}`)) as { registration: Record<string, unknown> };
  expect(done.registration).toMatchObject({ status: 'COMPLETED', closed: true, ...expected });
  expectFlowFigures(figures);
}
