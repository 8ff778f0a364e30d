/**
 * Fault run, DOCUMENT_RENEWAL: all four kinds (500, 503, past the time-out, dropped) on each submit no earlier run
 * met with all four (its own screens, or a shared screen in its mode), one kind in turn on the others, so that
 * over the fault runs every submit of every flow meets every kind; at the end one renewal holds the new document.
 * The business fault runs are the journeys of business.e2e.ts. Figures go to the fault table.
 */
import { expect } from '@wdio/globals';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { UPDATE_DOCUMENT_COMPLETED_COPY } from '../../src/screens/renewal/UpdateDocumentCompleted/copy';
import { faultEverySubmit, newFigures, newSubmitsEveryKind, stopFaulting } from './fault-support';
import { atProvider, fromOnlineBanking, passportByHand } from './journey';
import { onScreen, press, sandbox, waitForHash } from './support';
import { expectFaultTimeout, FAULT_PAGE, faultRunHooks, SUBMITS } from './fault-flows';

describe('Fault runs: the document renewal under faults', function () {
  const flows = faultRunHooks(this, 'faults-renewal');

  it('§8 DOCUMENT_RENEWAL: all four kinds on each new submit, one in turn on the rest; one renewal holding the new document', async () => {
    const figures = newFigures('DOCUMENT_RENEWAL');
    flows.push(figures);
    const renewing = { phone: '3331000024' };
    // The time-out rides in the tab's session (host-events.js) through the online-banking hand-off.
    await fromOnlineBanking(renewing.phone, "Aggiorna il documento d'identità", FAULT_PAGE);
    await expectFaultTimeout();
    faultEverySubmit(figures, newSubmitsEveryKind(2), SUBMITS);
    await onScreen('#/idnowRecognition', 'Recognition', RECOGNITION_COPY.title);
    await press(RECOGNITION_COPY.start);
    await atProvider(PROVIDER_COPY.approve);
    await waitForHash('#/documentType');
    await passportByHand('YF7654321', 'DOCUMENT_RENEWAL');
    await onScreen('#/updateDocumentCompleted', 'UpdateDocumentCompleted', UPDATE_DOCUMENT_COMPLETED_COPY.title);
    stopFaulting();
    const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${renewing.phone}`)) as { registrations: { id: string; type?: string }[] };
    const renewals = registrations.filter((r) => r.type === 'DOCUMENT_RENEWAL');
    figures.duplicates = Math.max(0, renewals.length - 1);
    expect(renewals).toHaveLength(1);
    const saved = (await sandbox('GET', `registrations/${renewals[0]!.id}`)) as { registration: { status: string; data: Record<string, unknown> } };
    expect(saved.registration.status).toBe('COMPLETED');
    expect(saved.registration.data.document).toMatchObject({ documentType: 'PASSAPORTO', documentNumber: 'YF7654321' });
    const scans = (saved.registration.data.documentScans ?? []) as { side: string }[];
    figures.duplicates += scans.length - new Set(scans.map((x) => x.side)).size;
    expect(scans.length).toBe(new Set(scans.map((x) => x.side)).size);
    // A renewal has few write submits: the kinds met what they could, in order.
    console.log(`${figures.flow} fault run: ${JSON.stringify({ ...figures, traces: figures.traces.length })}`);
    expect(figures.lostInputs).toBe(0);
    expect(figures.steps).toBeGreaterThanOrEqual(2);
  });
});
