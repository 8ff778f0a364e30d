/**
 * Fault runs, CONSUMER: the whole journey (fresh visitor, the journey helpers unchanged) where every step submit
 * that makes a write call ("Prosegui", "Firma", "Inizia il riconoscimento") is answered first with a 500, then a
 * 503, then after a delay past the element's request time-out, then with the connection dropped after the server
 * processed it; each time the §8 message with its "Codice di errore", every field as typed, then the plain retry
 * goes on. At the end the sandbox holds exactly one copy of everything (one registration, one signature per
 * scope, one scan per side, one address set). Figures go to the fault table.
 */
import { expect } from '@wdio/globals';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import {
  everyKind,
  FAULT_KINDS,
  faultEverySubmit,
  newFigures,
  REQUEST_TIMEOUT_MS,
  stopFaulting,
} from './fault-support';
import {
  addressesAndDeclarations,
  ageFormToConfirmEmail,
  chooseCardAndDelivery,
  confirmAndRecognise,
  identityDocument,
  newVisitor,
  signaturesToCompletion,
} from './journey';
import { open, press, waitForElement } from './support';
import { duplicatesOf, expectFaultTimeout, faultRunHooks, SUBMITS } from './fault-flows';

describe('Fault runs: every CONSUMER step submit under every fault', function () {
  const flows = faultRunHooks(this, 'faults-consumer');

  it('§8 CONSUMER: every write submit answered 500, 503, past the time-out and dropped shows the message with its trace, keeps what was typed, then succeeds; the sandbox holds one copy of each item', async () => {
    const figures = newFigures('CONSUMER');
    flows.push(figures);
    const visitor = newVisitor(19);
    await open(`/?request-timeout=${REQUEST_TIMEOUT_MS}`);
    await waitForElement();
    await expectFaultTimeout();
    faultEverySubmit(figures, everyKind(), SUBMITS);
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
