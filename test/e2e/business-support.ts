/** What the two business journeys (business.e2e.ts, business-professional.e2e.ts) share. */
import { browser, expect } from '@wdio/globals';
import { newFigures, stopFaulting, type FlowFigures } from './fault-support';
import { writeFlowFigures } from './fault-table';
import { duplicatesOf, expectFlowFigures, FAULT_PAGE } from './fault-flows';
import type { Visitor } from './journey';
import { baseUrl, open, sandbox, sessionValue, waitForElement } from './support';

/** A new visitor opens the demo host with a business flag (kept in session storage) at the given window size. */
export async function startBusiness(flag: 'bizDI' | 'bizLP', [width, height]: [number, number]) {
  await browser.setWindowSize(width, height);
  await open(`${FAULT_PAGE}&${flag}=true`);
  await waitForElement();
  expect(await sessionValue(flag)).toBe('true');
}

/** The registration of a business visitor, by their phone, as the sandbox holds it with its user. */
export async function storedBusiness(visitor: Visitor) {
  const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${visitor.phone}`)) as { registrations: { id: string }[] };
  expect(registrations).toHaveLength(1);
  return (await sandbox('GET', `registrations/${registrations[0]!.id}`)) as {
    registration: { id: string; flow: string; status: string; currentStep: number; business: Record<string, unknown>; data: Record<string, unknown> };
    user: { status: string };
  };
}

/** The default wallet of the user behind `phone`, as `users/me` answers it (a session opened by the sandbox). */
export async function defaultWalletOf(phone: string) {
  const { access_token } = (await sandbox('POST', 'sessions', { phone: `+39${phone}` })) as { access_token: string };
  const res = await fetch(`${baseUrl()}/api/usr/v2/users/me`, { headers: { Authorization: `Bearer ${access_token}` } });
  return ((await res.json()) as { defaultWallet: { type: string } | null }).defaultWallet;
}

/**
 * A business fault run ended (fault-support.ts): one copy of each item in the sandbox, the business documents
 * completed, every kind met, nothing typed lost, every trace distinct.
 */
export async function expectFaultRunDone(visitor: Visitor, figures: FlowFigures) {
  const duplicates = await duplicatesOf(visitor);
  figures.duplicates = duplicates.count;
  expect(duplicates.detail).toEqual([]);
  expectFlowFigures(figures);
}

/**
 * A business journey's fault run (one a spec file): the sandbox reset before it, its figures (the fault table's
 * `label` row) saved as `spec` when it ends, the faults stopped.
 */
export function businessFaultRun(spec: string, label: string): FlowFigures {
  const figures = newFigures(label);
  before(() => sandbox('POST', 'reset'));
  after(() => {
    stopFaulting();
    writeFlowFigures(spec, [figures]);
  });
  return figures;
}
