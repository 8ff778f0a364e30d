/**
 * End to end, fresh data (the sandbox reset first): DOCUMENT_RENEWAL of spec §4 as its customer tries
 * it. A customer whose identity card expires in 20 days (3331000024) logs in on the landing page, is handed off
 * to online banking (§4 Login flow 2), chooses "Aggiorna il documento d'identità" (URL flag `updateDocument`),
 * is recognised at the provider (recog/documentRenewalStart; a first attempt the provider rejects stays on the
 * recognition, started again), types the new document and ends on
 * UpdateDocumentCompleted (header hidden, back blocked), whose exit leads back to home banking; the sandbox then
 * holds the renewal COMPLETED and the customer's new document. axe-core on every screen (onScreen).
 */
import { $, browser, expect } from '@wdio/globals';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { UPDATE_DOCUMENT_COMPLETED_COPY } from '../../src/screens/renewal/UpdateDocumentCompleted/copy';
import { atProvider, passportByHand, reloadResumes } from './journey';
import {
  baseUrl,
  inElement,
  loginThroughModal,
  onScreen,
  passwordGrant,
  press,
  sandbox,
  waitForElement,
  waitForHash,
} from './support';

const RENEWING = { phone: '3331000024', code: '13579' };

/** Waits until the page is `path` of the demo host. */
async function waitForPage(path: string, what: string) {
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === path, {
    timeoutMsg: `${what}: still at ${await browser.getUrl()}`,
  });
}

describe('§4 DOCUMENT_RENEWAL: a customer renews an expiring identity document', () => {
  before(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(390, 844);
  });

  it('§4/§7/§9 from online banking: recognition through documentRenewalStart, the new document, UpdateDocumentCompleted, the exit to home banking; the sandbox holds the new document', async () => {
    await loginThroughModal(RENEWING.phone, RENEWING.code);
    await waitForPage('/online-banking/', 'the login did not hand off to online banking');
    await $("a=Aggiorna il documento d'identità").click();
    await waitForElement();

    // 1,0 recognition (back blocked), the renewal stepper's first stage.
    await onScreen('#/idnowRecognition', 'Recognition', RECOGNITION_COPY.title);
    // The renewal stepper: stage 1 "Documenti" of four, progress 1/3.
    await expect(inElement('[role="progressbar"]')).toHaveAttribute('aria-valuenow', '33');
    await reloadResumes('#/idnowRecognition', 'Recognition');
    await press(RECOGNITION_COPY.start);
    // A rejected recognition stops the renewal at 1,0 (decision): it says so and offers to start again.
    await atProvider(PROVIDER_COPY.reject);
    await onScreen('#/idnowRecognition', 'Recognition', RECOGNITION_COPY.title);
    await expect(inElement('[role="status"]')).toHaveText(RECOGNITION_COPY.renewal.rejected);
    await press(RECOGNITION_COPY.restart);
    await atProvider(PROVIDER_COPY.approve);
    // The tokens never came back into the address bar.
    expect(await browser.getUrl()).not.toContain('access_token');

    // 1,1 DocumentType, 1,2 DocumentData: a new passport typed by hand.
    await waitForHash('#/documentType');
    await passportByHand('YF1234567', 'DOCUMENT_RENEWAL');

    // 2,0 UpdateDocumentCompleted: header hidden (no stepper, no progress), back blocked.
    await onScreen('#/updateDocumentCompleted', 'UpdateDocumentCompleted', UPDATE_DOCUMENT_COMPLETED_COPY.title);
    expect(await inElement('[role="progressbar"]').isExisting()).toBe(false);

    const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${RENEWING.phone}`)) as {
      registrations: { id: string; type?: string }[];
    };
    const renewals = registrations.filter((r) => r.type === 'DOCUMENT_RENEWAL');
    expect(renewals).toHaveLength(1);
    const renewal = renewals[0]!;
    const saved = (await sandbox('GET', `registrations/${renewal.id}`)) as {
      registration: { type: string; status: string; closed: boolean; currentStep: number; data: Record<string, unknown> };
    };
    expect(saved.registration).toMatchObject({ type: 'DOCUMENT_RENEWAL', status: 'COMPLETED', closed: true, currentStep: 2 });
    expect(saved.registration.data.document).toMatchObject({ documentType: 'PASSAPORTO', documentNumber: 'YF1234567' });

    // §9 on the web the exit leads to home banking.
    await press(UPDATE_DOCUMENT_COMPLETED_COPY.exit);
    await waitForPage('/online-banking/', 'the exit did not lead to home banking');

    // What the bank now knows of the customer (users/me/details): the new passport replaced the expiring card.
    const { access_token: token } = await passwordGrant(RENEWING);
    const details = await fetch(`${baseUrl()}/api/usr/v2/users/me/details`, { headers: { authorization: `Bearer ${token}` } });
    expect(details.status).toBe(200);
    const { profile } = (await details.json()) as { profile: { documentType: string; document: Record<string, unknown> } };
    expect(profile.documentType).toBe('PASSAPORTO');
    expect(profile.document).toMatchObject({ documentType: 'PASSAPORTO', documentNumber: 'YF1234567', expiryDate: '2034-03-09' });
  });
});
