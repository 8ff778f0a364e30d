/**
 * Log in as every sandbox persona through the landing page's login modal and check where the
 * start-up rules (spec §4) place each one — hash route and visible heading — plus the session-expiry
 * paths of spec §4 Session.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import { MISSING_DOCUMENTS_COPY } from '../../src/screens/consumer/MissingDocuments/copy';
import { NEW_REGISTRATION_DIALOG, SESSION_EXPIRED, TUTOR_INVITATION_INVALID_DIALOG } from '../../src/app/copy';
import { ROUTES } from '../../src/flows/routes';
import type { ScreenId } from '../../src/flows/screens';
import {
  axeViolations,
  baseUrl,
  currentHash,
  headingText,
  inElement,
  loginModal,
  loginThroughModal,
  modalTitle,
  onScreen,
  prosegui,
  requests,
  sandbox,
  sessionValue,
  shownScreen,
  waitForBridgeMessage,
  waitForElement,
  waitForHash,
  STRICT_PAGE,
} from './support';

/** Waits until the wizard shows `screen`: its hash route and its heading. */
async function expectLandedOn(screen: ScreenId) {
  const path = ROUTES[screen].path;
  await waitForHash(`#${typeof path === 'string' ? path : ''}`);
  expect(await shownScreen()).toBe(screen);
}

/** The address bar never keeps the tokens the login put there for the reload (DESIGN §4). */
async function expectNoTokensInAddressBar() {
  const url = await browser.getUrl();
  expect(url).not.toContain('access_token');
  expect(url).not.toContain('refresh_token');
}

describe('personas: log in and land where §4 says', () => {
  beforeEach(async () => {
    await sandbox('POST', 'reset');
    // Persona 09's seeded signature keeps running while its landing (signature recovery, 8,5) is checked.
    await sandbox('POST', 'signature/duration', { ms: 60_000 });
    await browser.setWindowSize(1280, 900);
  });

  const landings: [phone: string, screen: ScreenId, rule: string][] = [
    ['3331000001', 'ConfirmSms', 'pre-registered, phone NOT_CERTIFIED (1,6)'],
    ['3331000002', 'Citizenship', 'pre-registered, phone certified (1,7)'],
    ['3331000003', 'Addresses', 'resumes at the stored step 3'],
    ['3331000004', 'RegistrationCompleted', 'CONSUMER CONTRACTS_SIGNED at step 8: progress 8, final step'],
    ['3331000006', 'RegistrationRejected', 'a SUSPENDED user goes to the rejected screen'],
    ['3331000009', 'ConfirmMobileToken', 'signature running: consumer signature recovery (8,5)'],
    ['3331000010', 'RegistrationCompleted', 'DOUBLEDOC, WIZARD_COMPLETED, step 7: wizard completed (9,0)'],
    ['3331000018', 'MinorBankDocuments', 'a minor resumes at the stored step 4'],
    ['3331000019', 'MinorSetTutor', 'a minor with both scopes signed resumes at step 8'],
    ['3331000020', 'MinorWaitingTutorConfirm', 'a minor whose guardian is invited resumes at step 9'],
  ];

  for (const [phone, screen, rule] of landings) {
    it(`§4 Start-up rules: ${phone} lands on ${ROUTES[screen].path as string} (${rule})`, async () => {
      await loginThroughModal(phone);
      await expectLandedOn(screen);
      await expectNoTokensInAddressBar();
      expect(await sessionValue('at')).toBeTruthy();
      expect(await modalTitle()).toBeNull();
    });
  }

  it('3331000017, asked by the bank for missing documents, lands on MissingDocuments, uploads them and sends them; §7 document-scans: a 12-megapixel camera photo reaches the sandbox scaled to 2,000 px', async () => {
    const photo = join(tmpdir(), `bank-onboarding-e2e-missing-${Date.now()}.png`);
    writeFileSync(photo, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
    await loginThroughModal('3331000017');
    await onScreen('#/missingDocuments', 'MissingDocuments', MISSING_DOCUMENTS_COPY.title);
    const files = await $('bank-onboarding').shadow$$('input[type="file"]');
    expect(files.length).toBe(2);
    await files[0]!.setValue(photo);
    // The second document, sent last: a 4000 × 3000 JPEG made in the browser (a phone camera's photo, no fixture).
    const original = await browser.execute(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const context = canvas.getContext('2d')!;
      const pixels = context.createImageData(4000, 3000);
      for (let i = 0; i < pixels.data.length; i += 4) {
        const grain = (Math.random() * 64) | 0;
        pixels.data[i] = 120 + grain;
        pixels.data[i + 1] = ((i >> 12) & 127) + grain;
        pixels.data[i + 2] = 90 + grain;
        pixels.data[i + 3] = 255;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.92));
      const input = document.querySelector('bank-onboarding')!.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!;
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'IMG_0001.JPG', { type: 'image/jpeg' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return blob.size;
    });
    expect(original).toBeGreaterThan(3 * 1024 * 1024);
    await prosegui(MISSING_DOCUMENTS_COPY.submit);
    await browser.waitUntil(async () => (await inElement('.main').getText()).includes(MISSING_DOCUMENTS_COPY.sentParagraphs[0]), {
      timeoutMsg: `the documents were not sent: ${await inElement('.main').getText()}`,
    });
    expect(await headingText()).toBe(MISSING_DOCUMENTS_COPY.sentTitle);
    expect(await axeViolations()).toEqual([]);
    const { registration } = (await sandbox('GET', 'registrations/reg-p17')) as {
      registration: { docsRequest: { status: string; documents: { uploaded: boolean }[] } };
    };
    expect(registration.docsRequest.status).toBe('COMPLETED');
    expect(registration.docsRequest.documents.every((d) => d.uploaded)).toBe(true);
    const { upload } = (await sandbox('GET', 'uploads/last')) as { upload: { file: string; size: number; width: number; height: number } };
    expect(upload).toMatchObject({ width: 2000, height: 1500 });
    expect(upload.file).toMatch(/\.jpg$/);
    expect(upload.size).toBeLessThan(original / 3);
  });

  it('§4 Start-up rules: 3331000004 has its progress saved as 8 before the final step', async () => {
    await sandbox('DELETE', 'requests');
    await loginThroughModal('3331000004');
    await expectLandedOn('RegistrationCompleted');
    const saves = (await requests()).filter((r) => r.path.endsWith('/update-registration-progress'));
    expect(saves.map((r) => r.status)).toEqual([200]);
  });

  it('§4 Login flow: 3331000005 (ENABLED, non-corporate wallet) is handed off to online banking through local storage', async () => {
    await loginThroughModal('3331000005');
    await browser.waitUntil(async () => (await browser.getUrl()).startsWith(`${baseUrl()}/online-banking/`), {
      timeoutMsg: 'not handed off to the online-banking site',
    });
    await expect($('#handoff-status')).toHaveAttribute('data-received', 'true');
    const stored = await browser.execute(() => ({
      localAt: localStorage.getItem('access_token'),
      localRt: localStorage.getItem('refresh_token'),
      at: sessionStorage.getItem('at'),
      rt: sessionStorage.getItem('rt'),
    }));
    expect(stored.localAt).toBeTruthy();
    expect(stored.localRt).toBeTruthy();
    expect(stored.at).toBeNull();
    expect(stored.rt).toBeNull();
    await expectNoTokensInAddressBar();
  });

  it('§4 Login flow / Start-up rules: 3331000007 (corporate) reloads with the corporate flag in session storage, starts add-wallet once, enters the consumer flow', async () => {
    await sandbox('DELETE', 'requests');
    await loginThroughModal('3331000007');
    await expectLandedOn('AgeForm');
    expect(await sessionValue('corporate')).toBe('true');
    await expectNoTokensInAddressBar();
    const log = await requests();
    expect(log.filter((r) => r.path.endsWith('/registrations/me/start-add-wallet')).map((r) => r.status)).toEqual([200]);
    // Details first for the corporate flow (spec §4).
    expect(log.some((r) => r.path.endsWith('/users/me/details'))).toBe(true);
  });

  it('§8 Load-registration error: 3331000008 (legacy only) sees "Inizia una nuova registrazione", then the landing page', async () => {
    await loginThroughModal('3331000008');
    await browser.waitUntil(async () => (await modalTitle()) === NEW_REGISTRATION_DIALOG.title, {
      timeoutMsg: 'the new-registration dialog did not open',
    });
    const dialog = inElement('dialog.modal[open]');
    await expect(dialog).toHaveText(expect.stringContaining("E' passato troppo tempo dall'inizio della tua registrazione."));
    await expect(dialog).toHaveText(expect.stringContaining('Inizia una nuova registrazione cliccando sul pulsante "Registrati"'));
    expect(await axeViolations()).toEqual([]);
    expect(await currentHash()).toMatch(/^(#\/?)?$/);
  });

  it('§6 tutor: 3331000021 opens the invitation link of 3331000020 and lands on TUTOR 9,0, the invitation kept as isTutor', async () => {
    await loginThroughModal('3331000021', '13579', `${STRICT_PAGE}?idRegistration=reg-p20`);
    await expectLandedOn('TutorCardDocumentation');
    expect(await sessionValue('isTutor')).toBe('true');
    expect(await sessionValue('currentRegistrationId')).toBe('reg-p20');
  });

  it('§6 tutor, §7 as-tutor: someone who is not the invited guardian gets "Invito non valido" and the landing page', async () => {
    await loginThroughModal('3331000003', '13579', `${STRICT_PAGE}?idRegistration=reg-p20`);
    await browser.waitUntil(async () => (await modalTitle()) === TUTOR_INVITATION_INVALID_DIALOG.title, {
      timeoutMsg: 'the invalid-invitation dialog did not open',
    });
    expect(await axeViolations()).toEqual([]);
    expect(await sessionValue('isTutor')).toBeNull();
    expect(await currentHash()).toMatch(/^(#\/?)?$/);
  });

  it('§4 Start-up rules: 3331000011 (level B to A) sets the upgrade flag and lands on citizenship', async () => {
    await loginThroughModal('3331000011');
    await expectLandedOn('Citizenship');
    expect(await sessionValue('upgrade')).toBe('true');
  });

  it("§8 Login failure: any other code for a persona gives 'Credenziali errate'", async () => {
    await loginThroughModal('3331000003', '12345');
    await expect(loginModal.message()).toHaveText('Credenziali errate');
    expect(await currentHash()).toMatch(/^(#\/?)?$/);
  });

  it('§4 Start-up rules: with the upgrade flag and nothing to resume, the level upgrade starts (start-upgrade-b-to-a) and goes to Citizenship', async () => {
    // An ENABLED level-B customer (3331000022: the sandbox refuses an upgrade that does not fit the
    // customer) opened with the upgrade flag and a session, no open registration yet.
    await sandbox('DELETE', 'requests');
    await loginThroughModal('3331000022');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/online-banking/'));
    const tokens = await browser.execute(() => ({
      at: localStorage.getItem('access_token') ?? '',
      rt: localStorage.getItem('refresh_token') ?? '',
    }));
    await browser.url(`/?upgrade=true&access_token=${encodeURIComponent(tokens.at)}&refresh_token=${encodeURIComponent(tokens.rt)}`);
    await waitForElement();
    await expectLandedOn('Citizenship');
    const log = await requests();
    // The upgrade flag's start is the level upgrade's own call (src/app/session-start.ts START_CALLS).
    expect(log.filter((r) => r.path.endsWith('/registrations/me/start-upgrade-b-to-a')).map((r) => r.status)).toEqual([200]);
  });
});

describe('§4 Session expiry after login', () => {
  beforeEach(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(390, 844);
  });
  after(async () => {
    await browser.setWindowSize(1280, 900);
  });

  it('§4 Session: with {refresh:false} the user notices nothing: one refresh, one retry', async () => {
    await loginThroughModal('3331000003', '13579', '/webview.html?platform=android');
    await expectLandedOn('Addresses');
    await sandbox('POST', 'expire-tokens', { refresh: false });
    await sandbox('DELETE', 'requests');
    await browser.refresh();
    await waitForElement();
    await expectLandedOn('Addresses');
    expect(await modalTitle()).toBeNull();
    const log = await requests();
    expect(log.filter((r) => r.path === '/sec/v2/oauth/token').map((r) => r.status)).toEqual([200]);
    expect(log.filter((r) => r.path === '/api/usr/v2/registrations/me').map((r) => r.status)).toEqual([401, 200]);
  });

  it('§4 Session: with {refresh:true} the next call shows "Sessione scaduta", clears storage, lands on "/" and tells the app', async () => {
    await loginThroughModal('3331000003', '13579', '/webview.html?platform=android');
    await expectLandedOn('Addresses');
    await sandbox('POST', 'expire-tokens', { refresh: true });
    await browser.refresh();
    await waitForElement();
    await browser.waitUntil(async () => (await modalTitle()) === SESSION_EXPIRED.title, {
      timeoutMsg: 'no session-expired modal',
    });
    await expect(inElement('dialog.modal[open]')).toHaveText(expect.stringContaining(SESSION_EXPIRED.message));
    await waitForBridgeMessage('sessionExpired');
    expect(await sessionValue('at')).toBeNull();
    expect(await sessionValue('rt')).toBeNull();
    expect(await currentHash()).toMatch(/^(#\/?)?$/);
    expect(await axeViolations()).toEqual([]);
  });
});
