/**
 * Issue 11 end to end: identity recognition (spec §4 CONSUMER 2,1 -> 3, §7 Identity recognition). The demo
 * persona's registration is put at step 2 with the e-mail confirmed through the API; the element resumes
 * on the recognition hand-off (2,1), which opens the sandbox's provider page in the same window; the
 * page shows the live camera preview (Chromium's fake camera); "Approva" sends the user back with
 * `recogSession`, and the wizard moves on to Addresses (3,0). axe-core on both screens and the provider page.
 */
import { $, browser, expect } from '@wdio/globals';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { axeViolations, baseUrl, button, DEMO_USER, onScreen, open, passwordGrant, sandbox } from './support';

/** A call on the sandbox API as the logged-in persona. */
async function call(accessToken: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api/usr/v2/registrations/${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

describe('§4 CONSUMER 2,1: identity recognition with the sandbox provider', () => {
  before(() => sandbox('POST', 'reset'));
  after(() => sandbox('POST', 'reset'));

  it('§4 resumes on the recognition hand-off, the provider shows the live camera, "Approva" returns to the wizard and moves on to Addresses (3,0)', async () => {
    // The persona at step 2 with the e-mail confirmed (what ConfirmEmail would have done).
    const tokens = await passwordGrant(DEMO_USER);
    await call(tokens.access_token, 'POST', 'me/update-registration-progress', { flow: 'CONSUMER', step: 2 });
    await call(tokens.access_token, 'POST', 'me/send-confirmation-email', {});
    const confirmed = await call(tokens.access_token, 'POST', 'me/verify-email', { code: '123456' });
    const registrationId = String(confirmed.id);

    await open(`/?access_token=${tokens.access_token}&refresh_token=${tokens.refresh_token}`);
    await onScreen('#/idnowRecognition', 'Recognition', RECOGNITION_COPY.title);
    await (await button(RECOGNITION_COPY.start)).click();

    // The provider's page, same window, with the live preview of the fake camera.
    await browser.waitUntil(async () => (await browser.getUrl()).startsWith(`${baseUrl()}/recognition-provider/?session=`), {
      timeoutMsg: 'the provider page did not open',
    });
    await expect($('[role="status"]')).toHaveText(PROVIDER_COPY.cameraOn);
    await browser.waitUntil(
      () =>
        browser.execute(() => {
          const video = document.querySelector('video');
          return Boolean(video && !video.paused && video.readyState >= 2 && video.videoWidth > 0);
        }),
      { timeoutMsg: 'the camera preview is not playing' },
    );
    expect(await axeViolations()).toEqual([]);
    const approve = $(`button=${PROVIDER_COPY.approve}`);
    await approve.waitForEnabled();
    await approve.click();

    // Back in the wizard: the return is handled, the step submitted, the parameter gone from the address.
    // (The page is loading again: wait on the address before running scripts in it.)
    await browser.waitUntil(async () => (await browser.getUrl()) === `${baseUrl()}/#/addresses`, {
      timeout: 15_000,
      timeoutMsg: 'the wizard did not move on to Addresses',
    });
    await onScreen('#/addresses', 'Addresses');
    const saved = (await sandbox('GET', `registrations/${registrationId}`)).registration as {
      currentStep: number;
      data: { recognition: { status: string } };
    };
    expect(saved.currentStep).toBe(3);
    expect(saved.data.recognition.status).toBe('APPROVED');
    expect(await browser.getUrl()).not.toContain('recogSession');
    expect(await browser.getUrl()).not.toContain('access_token');
    // The document the provider read, for DocumentData (7,1).
    expect(await call(tokens.access_token, 'GET', 'recog/document-data')).toMatchObject({
      documentType: 'CARTA_IDENTITA_ELETTRONICA',
      documentNumber: 'CA12345AB',
    });
  });
});
