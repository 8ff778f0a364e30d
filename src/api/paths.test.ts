import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import * as cert from './certificate';
import { jsonResponse } from '../../test/support/fetch-mock';
import * as reg from './registrations';
import { postTracking } from './tracking';
import { recordingClient } from '../../test/support/api-client';

type Row = [name: string, call: (api: ApiClient) => Promise<unknown>, method: string, url: string, body?: unknown];

const R = '/api/usr/v2/registrations';
const LEVEL_A = { level: 'A', profile: 'CONSUMER' };
const ADDRESSES = { residence: { address: 'VIA ROMA', houseNumber: '1', city: 'MILANO', postalCode: '20121', province: 'MI' } };
const FATCA_GIANOS = {
  beneficialOwner: true,
  fatca: { usCitizen: false, usTaxResident: false, usTin: null },
  crs: { otherTaxResidence: false, country: null, foreignTin: null },
  gianos: { job: '04', activitySector: 'K' },
  purpose: { purpose: 'SAVINGS', otherPurpose: null, fundsOrigin: 'WORK_INCOME' },
} as const;

const rows: Row[] = [
  [
    'tracking',
    (a) => postTracking(a, 'r1', { flow: 'CONSUMER', orderID: 'r1', deviceType: 'desktop' }),
    'POST',
    `${R}/r1/tracking`,
    // spec §3: the tracking payload is the whole body, every key present.
    { flow: 'CONSUMER', orderID: 'r1', deviceType: 'desktop', inviteCode: null, gender: null, cardId: null, settore: null, professione: null },
  ],
  ['complete-registration', (a) => reg.completeRegistration(a, 'r1'), 'POST', `${R}/r1/complete-registration`, {}],
  ['start-upgrade-b-to-a', (a) => reg.startUpgradeBToA(a), 'POST', `${R}/me/start-upgrade-b-to-a`, LEVEL_A],
  ['start-upgrade', (a) => reg.startUpgrade(a), 'POST', `${R}/me/start-upgrade`, LEVEL_A],
  ['start-add-wallet', (a) => reg.startAddWallet(a), 'POST', `${R}/me/start-add-wallet`, LEVEL_A],
  ['start-document-renewal', (a) => reg.startDocumentRenewal(a), 'POST', `${R}/me/start-document-renewal`],
  ['update', (a) => reg.updateRegistration(a, 'r1', { data: { name: 'M' } }), 'POST', `${R}/r1/update`, { data: { name: 'M' } }],
  [
    'update-registration-progress',
    (a) => reg.updateRegistrationProgress(a, 'r1', { flow: 'CONSUMER', step: 3 }),
    'POST',
    `${R}/r1/update-registration-progress`,
    { flow: 'CONSUMER', step: 3 },
  ],
  ['addresses', (a) => reg.saveAddresses(a, 'r1', ADDRESSES), 'POST', `${R}/r1/addresses`, ADDRESSES],
  ['fatca-gianos', (a) => reg.saveFatcaGianos(a, 'r1', FATCA_GIANOS), 'POST', `${R}/r1/fatca-gianos`, FATCA_GIANOS],
  ['terms', (a) => reg.saveTerms(a, 'r1', { accepted: ['A'] }), 'POST', `${R}/r1/terms`, { accepted: ['A'] }],
  ['shipment', (a) => reg.saveShipment(a, 'r1', { to: 'RESIDENCE' }), 'POST', `${R}/r1/shipment`, { to: 'RESIDENCE' }],
  // docs-request/{requestId}/document-scans is multipart: its own test below.
  ['docs-request complete', (a) => reg.completeDocsRequest(a, 'r1', 'q1'), 'POST', `${R}/r1/docs-request/q1/complete`, {}],
  [
    'verify-access-code (the sandbox call)',
    (a) => reg.verifyAccessCode(a, 'r1', '13579'),
    'POST',
    `${R}/r1/verify-access-code`,
    { accessCode: '13579' },
  ],
  ['mobile-token/send-otp (the sandbox call)', (a) => reg.sendMobileTokenOtp(a, 'r1'), 'POST', `${R}/r1/mobile-token/send-otp`, {}],
  [
    'mobile-token/activate (the sandbox call)',
    (a) => reg.activateMobileToken(a, 'r1', '123456'),
    'POST',
    `${R}/r1/mobile-token/activate`,
    { otp: '123456' },
  ],
  ['send-confirmation-email', (a) => reg.sendConfirmationEmail(a, 'r1'), 'POST', `${R}/r1/send-confirmation-email`, {}],
  ['verify-email (the sandbox call)', (a) => reg.verifyEmail(a, 'r1', '123456'), 'POST', `${R}/r1/verify-email`, { code: '123456' }],
  ['send-phone-number-otp', (a) => reg.sendPhoneNumberOtp(a, 'r1'), 'POST', `${R}/r1/send-phone-number-otp`, {}],
  [
    'verify-phone-number-otp (the sandbox call)',
    (a) => reg.verifyPhoneNumberOtp(a, 'r1', '123456'),
    'POST',
    `${R}/r1/verify-phone-number-otp`,
    { otp: '123456' },
  ],
  ['modify-email', (a) => reg.modifyEmail(a, 'r1', 'a@b.it'), 'POST', `${R}/r1/modify-email`, { email: 'a@b.it' }],
  ['check-mgm', (a) => reg.checkMgm(a, 'AB 12'), 'GET', `${R}/check-mgm/AB%2012`],
  ['select-card', (a) => reg.selectCard(a, 'r1', { cardId: 'c' }), 'POST', `${R}/r1/select-card`, { cardId: 'c' }],
  // set-tutor validates its answer: src/screens/minor/MinorSetTutor/MinorSetTutor.test.tsx.
  ['as-tutor', (a) => reg.getAsTutor(a), 'GET', `${R}/as-tutor`],
  ['activate-premium', (a) => reg.activatePremium(a, 'r1'), 'POST', `${R}/r1/activate-premium`],
  // The certificate provider's dossier and signature calls validate their answers: certificate.test.ts.
  // recog/token, start, documentRenewalStart, callback, document-data validate their answers: recognition.test.ts
  // and the Recognition screen's tests.
];

const SAVED_REGISTRATION = {
  id: 'r1',
  flow: 'CONSUMER',
  type: 'REGISTRATION',
  status: 'CONSUMER_PREREGISTERED',
  closed: false,
  currentStep: 3,
};

describe('§7 paths verbatim under /usr/v2/', () => {
  it.each(rows)('§7 %s', async (_name, call, method, url, body) => {
    // A registration-shaped body satisfies the calls that validate their response (progress update);
    // `verified` is verify-access-code's answer.
    const { api, calls } = recordingClient(() => jsonResponse(200, { ...SAVED_REGISTRATION, verified: true }));
    await call(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe(method);
    expect(calls[0]?.url).toBe(url);
    expect(calls[0]?.headers.authorization).toBe('Bearer at-1');
    if (body === undefined) expect(calls[0]?.body).toBeUndefined();
    else expect(JSON.parse(calls[0]?.body ?? 'null')).toEqual(body);
  });

  it('§7 docs-request/{requestId}/document-scans: one document as multipart (documentId, file) -> the docs request', async () => {
    const request = { id: 'q1', status: 'OPEN', documents: [{ id: 'd1', description: 'Fronte', uploaded: true }] };
    const { api, calls } = recordingClient(() => jsonResponse(200, request));
    const file = new File(['x'], 'fronte.pdf', { type: 'application/pdf' });
    await expect(reg.saveDocsRequestScan(api, 'r1', 'q/1', { documentId: 'd1', file })).resolves.toEqual(request);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe(`${R}/r1/docs-request/q%2F1/document-scans`);
    expect(calls[0]?.formData?.get('documentId')).toBe('d1');
    expect(calls[0]?.formData?.get('file')).toMatchObject({ name: 'fronte.pdf', type: 'application/pdf' });
  });

  it('§7 the {cert} segment is the configured provider name', async () => {
    const { api, calls } = recordingClient(() => jsonResponse(200, { status: 'VALID' }));
    const status = await cert.getCertificateStatus(api, { registrationId: 'me', cert: 'othersign' });
    expect(calls[0]?.url).toBe(`${R}/me/othersign/certificate-status`);
    expect(cert.isCertificateValid(status)).toBe(true);
    expect(cert.isCertificateValid({ status: 'EXPIRED' })).toBe(false);
  });

  it('§7 pre-register sends the X-Recaptcha-Response-Token header', async () => {
    const { api, calls } = recordingClient(() =>
      jsonResponse(200, { registration: SAVED_REGISTRATION, access_token: 'a', refresh_token: 'r' }),
    );
    const body = {
      flow: 'CONSUMER',
      firstName: 'Mario',
      lastName: 'Rossi',
      birthDate: '1985-12-10',
      email: 'mario@example.it',
      phoneNumber: '3331234567',
      accessCode: '24681',
      mgmCode: null,
      consents: [],
    } as const;
    await reg.preRegister(api, { ...body, consents: [] }, 'captcha-token');
    expect(calls[0]?.url).toBe(`${R}/pre-register`);
    expect(calls[0]?.headers['x-recaptcha-response-token']).toBe('captcha-token');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual(body);
  });
});

describe('§7 registration lookups', () => {
  const registration = {
    id: 'r1',
    flow: 'CONSUMER',
    type: 'REGISTRATION',
    status: 'CONSUMER_PREREGISTERED',
    closed: false,
    code: null,
    currentStep: 1,
    mode: null,
    phoneNumberStatus: 'NOT_CERTIFIED',
    startLevel: null,
    targetLevel: null,
    startProfile: null,
    targetProfile: null,
    user: { id: 'u1', status: 'PENDING' },
    business: null,
    infocertSignRunning: false,
    upgradeFromBConsumerToAConsumer: false,
    isUpgrade: false,
    premiumActivationRequested: false,
    prepaidCardResource: null,
    data: { name: 'Mario' },
  };

  it('§3 §7 my registrations are unwrapped from _embedded', async () => {
    const { api, calls } = recordingClient(() =>
      jsonResponse(200, { _embedded: { registrations: [registration] }, page: { number: 0 } }),
    );
    await expect(reg.listRegistrations(api)).resolves.toEqual([registration]);
    expect(calls[0]?.url).toBe(R);
  });

  it('§3 a list body without _embedded resolves with an empty list', async () => {
    const { api } = recordingClient(() => jsonResponse(200, { page: { number: 0 } }));
    await expect(reg.listRegistrations(api)).resolves.toEqual([]);
  });

  it('§7 GET registrations/{id} accepts the me shape and the id shape', async () => {
    const me = { registrations: [registration], lastRegistration: registration, user: null, business: null };
    const { api, calls } = recordingClient((_c, i) =>
      jsonResponse(200, i === 0 ? me : { registration, user: null, business: null }),
    );
    await expect(reg.getRegistration(api, 'me')).resolves.toMatchObject({ registrations: [{ id: 'r1' }] });
    await expect(reg.getRegistration(api, 'r1')).resolves.toMatchObject({ registration: { id: 'r1' } });
    expect(calls.map((c) => c.url)).toEqual([`${R}/me`, `${R}/r1`]);
  });

  it('§8 a registration with an unknown flow is an invalid response', async () => {
    const { api } = recordingClient(() => jsonResponse(200, { registration: { ...registration, flow: 'ALIEN' } }));
    await expect(reg.getRegistration(api, 'r1')).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
