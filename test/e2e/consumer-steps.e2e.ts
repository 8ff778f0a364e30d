/**
 * End to end: the whole CONSUMER journey of spec §4, from "Registrati" to RegistrationCompleted,
 * in the demo host backed by the sandbox, with Chromium's fake camera at the sandbox's recognition provider and
 * fresh data per run. The phone-sized browser run reloads on every back-blocked screen (§2 flags: it resumes in
 * place), reloads again in the middle of a running contract signature (§4 signature recovery 8,5: followed,
 * never signed twice), leaves through the §9 exit to the public site, and logs in again to be handed off to
 * online banking. (The same journey in the Android webview host, from the app's registration start to the bridge's
 * exit, is the CONSUMER fault run: faults-consumer.e2e.ts.) A desktop run from the persona parked at
 * 2,0 covers the other branches of steps 2–7 (pending and rejected recognition, a domicile, the virtual card, a
 * passport typed by hand) and ends with USR_REG_6003 injected on a step-8 submit (§8). axe-core on every screen.
 */
import { browser, expect } from '@wdio/globals';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { PERSONAS } from '../../demo-host/server/seed';
import { ADDRESSES_COPY } from '../../src/screens/consumer/Addresses/copy';
import { CARD_CAROUSEL_COPY } from '../../src/screens/consumer/CardCarousel/copy';
import { CHECK_RESULT_COPY } from '../../src/screens/consumer/RecognitionCheckResult/copy';
import { DOCUMENT_DATA_COPY } from '../../src/screens/consumer/DocumentData/copy';
import { DOCUMENT_TYPE_COPY } from '../../src/screens/consumer/DocumentType/copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { DOCUMENT_TYPE_LABELS } from '../../src/registration/identity-document';
import { SIGNATURE_COPY } from '../../src/kit/copy';
import { MOBILE_TOKEN_COPY } from '../../src/screens/consumer/ConfirmMobileToken/copy';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
import {
  acceptAll,
  arrive,
  expectCompleted,
  expectStoredSteps,
  addressesAndDeclarations,
  atProvider,
  certificate,
  chooseCardAndDelivery,
  confirmAndComplete,
  confirmAndRecognise,
  fillAddress,
  identityDocument,
  newVisitor,
  PHOTO,
  registerToConfirmEmail,
  signatureDuration,
  signatures,
  signContracts,
  stored,
  walkThrough,
} from './journey';
import {
  baseUrl,
  choose,
  control,
  fill,
  inElement,
  loginThroughModal,
  onScreen,
  open,
  press,
  prosegui,
  sandbox,
  waitForElement,
  waitForHash,
  STRICT_PAGE,
} from './support';

describe('§4 CONSUMER: the whole journey, from Registrati to RegistrationCompleted', () => {
  const phoneVisitor = newVisitor(1);
  let phoneRegistrationId = '';
  before(() => sandbox('POST', 'reset'));
  after(() => sandbox('POST', 'reset'));
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const shown = await browser.execute(() => (document.querySelector('bank-onboarding')?.shadowRoot?.querySelector('.main') as HTMLElement | null)?.innerText ?? document.body.innerText);
    console.log(`DEBUG at ${await browser.getUrl()}: ${shown.slice(0, 800)}`);
  });

  // One run in three parts (one visitor, one browser session), each within a spec's time-out.
  it('§4 phone-sized, 1,0 to 2,1: a new visitor registers, confirms the e-mail and is recognised (approved) at the provider', async () => {
    await browser.setWindowSize(390, 844);
    await registerToConfirmEmail(phoneVisitor);
    await confirmAndRecognise({ reloads: true });
  });

  it('§4 phone-sized, 3,0 to 5,3: addresses, self-declaration, documents, card and delivery', async () => {
    await addressesAndDeclarations({ reloads: true });
    await chooseCardAndDelivery({ reloads: true });
  });

  it('§4 phone-sized, 6,0 to 8,0: the approved result, the identity document, the signature step; the sandbox holds what was typed', async () => {
    await identityDocument({ reloads: true });
    phoneRegistrationId = await expectStoredSteps(phoneVisitor, 8);
  });

  it('§4 phone-sized, 8,0 to 9,0: certificate and signatures (a reload during the running account signature resumes at signature recovery 8,5 and never signs twice), access code, mobile token, completion; the §9 exit to the public site; the next login hands off to online banking', async () => {
    await certificate();

    // 8,2 BankSign: the signature runs long enough to reload the page in the middle of it.
    await signatureDuration(8000);
    await signContracts('#/bankSign', 'BankSign');
    await inElement('progress').waitForExist();
    await browser.refresh();
    await waitForElement();
    // §4 Start-up rules: infocertSignRunning -> consumer signature recovery (8,5), which follows the signature.
    await waitForHash('#/confirmMobileToken');
    await expect(inElement('.main')).toHaveText(expect.stringContaining(MOBILE_TOKEN_COPY.following));
    await signatureDuration(1000);
    // It ends with the card's contracts still to sign: back to CardSign (8,3); the account signed once.
    await onScreen('#/cardSign', 'CardSign');
    expect((await signatures(phoneRegistrationId)).signatures).toEqual({ certificate: 1, account: 1, card: 0 });
    await acceptAll();
    await prosegui(SIGNATURE_COPY.sign);

    await confirmAndComplete(phoneVisitor);
    await expectCompleted(phoneRegistrationId);

    // §9 exit on the web after a registration: the public site, the session cleared first.
    await press(COMPLETED_COPY.exit);
    await browser.waitUntil(async () => (await browser.getUrl()).startsWith(`${baseUrl()}/public-site/`), {
      timeoutMsg: 'the exit did not lead to the public site',
    });
    // Done: the same phone and access code now log in to online banking (spec §4 Login flow 2).
    await loginThroughModal(phoneVisitor.phone, phoneVisitor.accessCode);
    await browser.waitUntil(async () => (await browser.getUrl()).startsWith(`${baseUrl()}/online-banking/`), {
      timeoutMsg: 'the login of the completed user did not hand off to online banking',
    });
  });

  // Desktop, from the persona parked at 2,0 (its e-mail not confirmed yet) to 8,0, in two parts.
  const parked = () => {
    const persona = PERSONAS.find((p) => p.landsOn === '/confirmEmail (2,0)');
    if (!persona?.registrationId) throw new Error('no persona parked at 2,0');
    return { phone: persona.phone, registrationId: persona.registrationId };
  };

  it('§4 desktop, 2,0 to 6,0: recognition left pending, a domicile, a student, the virtual card (no Shipment); the pending result is polled until rejected', async () => {
    await sandbox('POST', 'reset'); // the parked persona as seeded
    await browser.setWindowSize(1280, 900);
    const { phone, registrationId } = parked();
    const tokens = (await sandbox('POST', 'sessions', { phone })) as { access_token: string; refresh_token: string };
    await open(`${STRICT_PAGE}?access_token=${tokens.access_token}&refresh_token=${tokens.refresh_token}`);

    // 2,0 to 5,2 walked from the flow table; Shipment skipped for the virtual card.
    await walkThrough('CONSUMER', 'ConfirmEmail', 'CardDocumentation', {
      student: true,
      skip: ['Shipment'],
      fills: {
        Recognition: async (run) => {
          await arrive(run, 'Recognition');
          await press(RECOGNITION_COPY.start);
          await atProvider(PROVIDER_COPY.pending);
        },
        Addresses: async (run) => {
          await arrive(run, 'Addresses');
          await fillAddress(ADDRESSES_COPY.residence, { address: 'Corso Buenos Aires', houseNumber: '3', postalCode: '20124' });
          await (await control(ADDRESSES_COPY.differentDomicile)).click();
          await fillAddress(ADDRESSES_COPY.domicile, { address: 'Piazza Maggiore', houseNumber: '1', city: 'Bologna', postalCode: '40124', province: 'BO' });
          await prosegui();
        },
        CardCarousel: async (run) => {
          await arrive(run, 'CardCarousel');
          // The carousel's own controls work by keyboard: "Carta successiva" focused and pressed with Enter.
          await press(CARD_CAROUSEL_COPY.next);
          await browser.keys('Enter');
          await choose('Carta Virtuale', CARD_CAROUSEL_COPY.choiceLabel);
          await prosegui();
        },
      },
    });

    // Shipment skipped for a virtual card: the check result polls the pending recognition until it changes.
    await onScreen('#/idnowCheckResult', 'RecognitionCheckResult');
    await expect(inElement('.main')).toHaveText(expect.stringContaining('ancora in corso'));
    await sandbox('POST', `recognition/${registrationId}`, { status: 'REJECTED' });
    await browser.waitUntil(async () => (await inElement('.main').getText()).includes(CHECK_RESULT_COPY.rejected), {
      timeoutMsg: 'the rejected outcome was not shown after the next poll',
    });
    await onScreen('#/idnowCheckResult', 'RecognitionCheckResult');
  });

  it('§4 desktop, 6,0 to 8,0: rejected again at the provider, repeated until approved; a passport typed by hand; the sandbox holds it all', async () => {
    const { registrationId } = parked();
    await press(CHECK_RESULT_COPY.restart);
    await atProvider(PROVIDER_COPY.reject);
    await onScreen('#/idnowCheckResult', 'RecognitionCheckResult');
    await expect(inElement('.main')).toHaveText(expect.stringContaining(CHECK_RESULT_COPY.rejected));
    await press(CHECK_RESULT_COPY.restart);
    await atProvider(PROVIDER_COPY.approve);
    await onScreen('#/idnowCheckResult', 'RecognitionCheckResult');
    await expect(inElement('.main')).toHaveText(expect.stringContaining(CHECK_RESULT_COPY.approved));
    await prosegui();

    await onScreen('#/documentType', 'DocumentType');
    await choose(DOCUMENT_TYPE_LABELS.PASSAPORTO, DOCUMENT_TYPE_COPY.documentType);
    await prosegui();
    await onScreen('#/documentData', 'DocumentData');
    await fill(DOCUMENT_DATA_COPY.documentNumber, 'ya1234567');
    expect(await (await control(DOCUMENT_DATA_COPY.documentNumber)).getValue()).toBe('YA1234567');
    await fill(DOCUMENT_DATA_COPY.issueDate, '10032022');
    await fill(DOCUMENT_DATA_COPY.expiryDate, '09032032');
    await fill(DOCUMENT_DATA_COPY.issuingPlace, 'Roma');
    await (await control(DOCUMENT_DATA_COPY.frontSingle)).setValue(PHOTO);
    await prosegui();
    await onScreen('#/requestCertificate', 'RequestCertificate');

    const saved = await stored(registrationId);
    expect(saved.currentStep).toBe(8);
    expect(saved.prepaidCardResource).toEqual({ id: 'CARD_VIRTUAL' });
    expect(saved.data.shipment ?? null).toBeNull();
    expect(saved.data).toMatchObject({
      emailConfirmed: true,
      recognition: { status: 'APPROVED' },
      addresses: {
        residence: { address: 'CORSO BUENOS AIRES', city: 'MILANO', province: 'MI' },
        domicile: { address: 'PIAZZA MAGGIORE', city: 'BOLOGNA', province: 'BO' },
      },
      fatcaGianos: { gianos: { job: '09', activitySector: null }, purpose: { purpose: 'OTHER', fundsOrigin: 'SAVINGS' } },
      document: {
        documentType: 'PASSAPORTO',
        documentNumber: 'YA1234567',
        issueDate: '2022-03-10',
        expiryDate: '2032-03-09',
        issuingAuthority: 'Questura',
        issuingPlace: 'Roma',
      },
    });

    // §8 Step submit USR_REG_6003 (injected on the certificate screen's call) -> the registration-rejected screen.
    await sandbox('POST', 'faults', {
      method: 'POST',
      path: '/api/usr/v2/registrations/*/infocert/dossiers/accept-clauses',
      status: 422,
      code: 'USR_REG_6003',
    });
    await acceptAll();
    await prosegui();
    await onScreen('#/registrationRejected', 'RegistrationRejected');
  });
});
