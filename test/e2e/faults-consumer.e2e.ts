/**
 * Fault runs, CONSUMER, in the Android webview host: the whole journey from the app's registration start (fresh
 * visitor, the journey helpers unchanged) where every step submit that makes a write call ("Prosegui", "Firma",
 * "Inizia il riconoscimento") is answered first with a 500, then a 503, then after a delay past the element's
 * request time-out, then with the connection dropped after the server processed it; each time the §8 message with its "Codice di errore", every field as typed, then the plain retry
 * goes on. At the end the sandbox holds exactly one copy of everything (one registration, one signature per
 * scope, one scan per side, one address set) and what was typed; the recognition ran in the same webview page, and
 * the §9 exit reached the app as the bridge's message, with no token in anything the app received. Figures go to
 * the fault table.
 */
import { browser, expect } from '@wdio/globals';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
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
  expectCompleted,
  expectStoredSteps,
  identityDocument,
  newVisitor,
  signaturesToCompletion,
} from './journey';
import { bridgeLog, open, press, waitForBridgeMessage } from './support';
import { duplicatesOf, expectFaultTimeout, faultRunHooks, SUBMITS } from './fault-flows';

describe('Fault runs: every CONSUMER step submit under every fault', function () {
  const flows = faultRunHooks(this, 'faults-consumer');

  it('§4/§8 CONSUMER in the Android app (webview host), 1,0 to 9,0: every write submit answered 500, 503, past the time-out and dropped shows the message with its trace, keeps what was typed, then succeeds; the recognition hand-off in the same webview page; the sandbox holds what was typed and one copy of each item; the exit is the bridge message, and the bridge log shows pairUser and exit with no token', async () => {
    const figures = newFigures('CONSUMER');
    flows.push(figures);
    const visitor = newVisitor(19);
    await browser.setWindowSize(390, 844);
    // The app opens the registration start (spec §4: fromApp -> AgeForm), with the fault runs' request time-out.
    await open(`/webview.html?platform=android&fromApp=true&request-timeout=${REQUEST_TIMEOUT_MS}`);
    await waitForBridgeMessage('appIsReady');
    await expectFaultTimeout();
    faultEverySubmit(figures, everyKind(), SUBMITS);
    await ageFormToConfirmEmail(visitor);
    const windows = await browser.getWindowHandles();
    await confirmAndRecognise({ reloads: false });
    expect(await browser.getWindowHandles()).toEqual(windows); // no pop-up: the same webview navigated
    const url = new URL(await browser.getUrl());
    expect(url.pathname).toBe('/webview.html');
    expect(url.searchParams.get('platform')).toBe('android');
    await addressesAndDeclarations({ reloads: false });
    await chooseCardAndDelivery({ reloads: false });
    await identityDocument({ reloads: false });
    await signaturesToCompletion(visitor, 1_500);
    stopFaulting();

    await expectCompleted(await expectStoredSteps(visitor, 9));
    const duplicates = await duplicatesOf(visitor);
    figures.duplicates = duplicates.count;
    console.log(`CONSUMER fault run: ${JSON.stringify({ ...figures, traces: figures.traces.length })}; ${duplicates.detail.join(', ') || 'no copies'}`);
    expect(duplicates.detail).toEqual([]);
    expect(figures.lostInputs).toBe(0);
    // Every kind met every write submit (or found it done by an earlier time-out or drop of the same submit, see
    // FlowFigures.doneEarly); the traces are all distinct.
    expect(figures.steps).toBeGreaterThanOrEqual(10);
    for (const kind of FAULT_KINDS) expect(figures.faults[kind] + figures.doneEarly[kind]).toBe(figures.steps);
    expect(new Set(figures.traces).size).toBe(figures.traces.length);

    // §9 inside the app: the exit is the bridge's message; the app leaves, not the page.
    await press(COMPLETED_COPY.exit);
    await waitForBridgeMessage('exit');
    const log = await bridgeLog();
    expect(log.map((m) => m.type)).toContain('pairUser');
    expect(log.find((m) => m.type === 'exit')?.payload).toEqual({ to: 'home' });
    expect(JSON.stringify(log)).not.toMatch(/access_token|refresh_token|eyJ/);
    expect(new URL(await browser.getUrl()).pathname).toBe('/webview.html');
  });
});
