/**
 * Issue 19 fault runs, part 2: step submits under faults. The whole CONSUMER journey (fresh visitor, the journey
 * helpers of consumer-steps.e2e.ts unchanged) where every "Prosegui" that makes a write call is answered first
 * with a 500, then a 503, then after a delay past the element's request time-out, then with the connection
 * dropped after the server processed it; each time the §8 message with its "Codice di errore", every field as
 * typed, then the plain retry goes on. At the end the sandbox holds exactly one copy of everything (one
 * registration, one signature per scope, one scan per side, one address set). Figures go to the fault table.
 */
import { $, browser, expect } from '@wdio/globals';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { BUSINESS_DOCUMENTS } from '../../demo-host/server/registrations/business';
import { STEP_COPY } from '../../src/kit/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { ADDRESSES_COPY } from '../../src/screens/consumer/Addresses/copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { UPLOAD_BIZ_COPY } from '../../src/screens/business/UploadBizDocuments/copy';
import { BUSINESS_NAME_COPY, NAME_COPY } from '../../src/screens/data/NameForm/copy';
import { CITIZENSHIP_COPY } from '../../src/screens/data/Citizenship/copy';
import { UPDATE_DOCUMENT_COMPLETED_COPY } from '../../src/screens/renewal/UpdateDocumentCompleted/copy';
import { vatCheckDigit } from '../../src/validation/business';
import { FAULT_KINDS, faultEverySubmit, newFigures, REQUEST_TIMEOUT_MS, rotation, stopFaulting, type FlowFigures } from './fault-support';
import { writeFlowFigures } from './fault-table';
import {
  addressesAndDeclarations,
  ageFormToConfirmEmail,
  atProvider,
  certificateAndContracts,
  documentsAndRecognition,
  chooseCardAndDelivery,
  confirmAndComplete,
  confirmAndRecognise,
  contactsToConfirmEmail,
  declareSelf,
  fillResidence,
  fromOnlineBanking,
  identityDocument,
  minorDocumentsAndCard,
  minorIdentityAndDeclaration,
  newMinor,
  newVisitor,
  passportByHand,
  PHOTO,
  signatureDuration,
  signAndLeave,
  signatures,
  signaturesToCompletion,
  type Visitor,
} from './journey';
import { control, field, fill, loginThroughModal, onScreen, open, press, sandbox, STRICT_PAGE, waitForElement, waitForHash } from './support';

/** The labels of the step submits the rotation flows fault ("Prosegui", the business documents' "Invia e prosegui"). */
const SUBMITS = [STEP_COPY.submit, UPLOAD_BIZ_COPY.submit];

/** Checks a rotation flow's figures: every kind met at least once, nothing lost, every trace distinct. */
function expectRotation(figures: FlowFigures) {
  console.log(`${figures.flow} fault run: ${JSON.stringify({ ...figures, traces: figures.traces.length })}`);
  expect(figures.lostInputs).toBe(0);
  for (const kind of FAULT_KINDS) expect(figures.faults[kind]).toBeGreaterThanOrEqual(1);
  expect(figures.faults['500'] + figures.faults['503'] + figures.faults.timeout + figures.faults.drop).toBe(figures.steps);
  expect(new Set(figures.traces).size).toBe(figures.traces.length);
}

/** Copies the sandbox holds beyond one: registrations of the visitor, signatures per scope, scans per side. */
async function duplicatesOf(visitor: Pick<Visitor, 'phone'>, existing: readonly string[] = []): Promise<{ count: number; registrationId: string; detail: string[] }> {
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

describe('issue 19 fault runs: every step submit under faults', function () {
  // Whole journeys with several faults per submit: longer than the suite's 90 s per test.
  this.timeout(9 * 60_000);
  const flows: FlowFigures[] = [];

  before(async () => {
    // The flows' own specs run axe-core on every one of these screens (and faults.e2e.ts with the error modal
    // open); here it would only add minutes, so this worker skips it as the bench does.
    process.env.E2E_SKIP_AXE = 'bench';
    await sandbox('POST', 'reset');
    await browser.setWindowSize(1280, 900);
  });

  afterEach(async () => {
    stopFaulting();
    await sandbox('DELETE', 'faults');
  });

  after(() => {
    writeFlowFigures(flows);
  });

  it('§8 CONSUMER: every write submit answered 500, 503, past the time-out and dropped shows the message with its trace, keeps what was typed, then succeeds; the sandbox holds one copy of each item', async () => {
    const figures = newFigures('CONSUMER');
    flows.push(figures);
    const visitor = newVisitor(19);
    await open(`/?request-timeout=${REQUEST_TIMEOUT_MS}`);
    await waitForElement();
    expect(await browser.execute(() => document.querySelector('bank-onboarding')?.getAttribute('request-timeout'))).toBe(String(REQUEST_TIMEOUT_MS));
    faultEverySubmit(figures, () => FAULT_KINDS);
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

  it('§8 BUSINESS (bizDI): one fault per write submit, rotating through the four kinds; one copy of each item', async () => {
    const figures = newFigures('BUSINESS bizDI');
    flows.push(figures);
    const visitor = newVisitor(20);
    const first10 = `${Date.now().toString().slice(-7)}0${String(19).slice(-2)}`;
    const vatNumber = `${first10}${vatCheckDigit(first10)}`;
    await open(`/?bizDI=true&request-timeout=${REQUEST_TIMEOUT_MS}`);
    await waitForElement();
    faultEverySubmit(figures, rotation(), SUBMITS);
    await onScreen('#/nameForm', 'NameForm', BUSINESS_NAME_COPY.title);
    await fill(NAME_COPY.firstName, 'Maria Chiara');
    await fill(NAME_COPY.lastName, "D'Amico");
    await fill(BUSINESS_NAME_COPY.birthDate, '15061990');
    await fill(BUSINESS_NAME_COPY.businessName.DI, 'Fioreria Guasti');
    await fill(BUSINESS_NAME_COPY.vatNumber, vatNumber);
    await press(STEP_COPY.submit);
    await contactsToConfirmEmail(visitor);
    await confirmAndRecognise({ reloads: false });
    await onScreen('#/addresses', 'Addresses', ADDRESSES_COPY.title);
    await fillResidence();
    await press(STEP_COPY.submit);
    await declareSelf({ student: false });
    await onScreen('#/uploadBizDocuments', 'UploadBizDocuments', UPLOAD_BIZ_COPY.title);
    for (const description of BUSINESS_DOCUMENTS.DI) await (await control(description)).setValue(PHOTO);
    await press(UPLOAD_BIZ_COPY.submit);
    await chooseCardAndDelivery({ reloads: false });
    await identityDocument({ reloads: false });
    await signatureDuration(1_000);
    await certificateAndContracts();
    await confirmAndComplete(visitor);
    stopFaulting();
    const duplicates = await duplicatesOf(visitor);
    figures.duplicates = duplicates.count;
    expect(duplicates.detail).toEqual([]);
    const saved = (await sandbox('GET', `registrations/${duplicates.registrationId}`)) as { registration: { business: { docsRequest: { status: string } } } };
    expect(saved.registration.business.docsRequest.status).toBe('COMPLETED');
    expectRotation(figures);
  });

  it('§8 DOCUMENT_RENEWAL: one fault per write submit, rotating; one renewal holding the new document', async () => {
    const figures = newFigures('DOCUMENT_RENEWAL');
    flows.push(figures);
    const renewing = { phone: '3331000024', code: '13579' };
    // The time-out rides in the tab's session (host-events.js) through the online-banking hand-off.
    await loginThroughModal(renewing.phone, renewing.code, `/?request-timeout=${REQUEST_TIMEOUT_MS}`);
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/online-banking/', {
      timeoutMsg: 'the login did not hand off to online banking',
    });
    await $("a=Aggiorna il documento d'identità").click();
    await waitForElement();
    expect(await browser.execute(() => document.querySelector('bank-onboarding')?.getAttribute('request-timeout'))).toBe(String(REQUEST_TIMEOUT_MS));
    faultEverySubmit(figures, rotation(2), SUBMITS);
    await onScreen('#/idnowRecognition', 'Recognition', RECOGNITION_COPY.title);
    await press(RECOGNITION_COPY.start);
    await atProvider(PROVIDER_COPY.approve);
    await waitForHash('#/documentType');
    await passportByHand('YF7654321');
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
    // A renewal has few write submits: the rotation met what it could, in order.
    console.log(`${figures.flow} fault run: ${JSON.stringify({ ...figures, traces: figures.traces.length })}`);
    expect(figures.lostInputs).toBe(0);
    expect(figures.steps).toBeGreaterThanOrEqual(1);
  });

  it('§8 MINOR 1,0 to 4,2: one fault per write submit, rotating through the four kinds; one copy of each item', async () => {
    const figures = newFigures('MINOR');
    flows.push(figures);
    const minor = newMinor(23);
    await open(`${STRICT_PAGE}?request-timeout=${REQUEST_TIMEOUT_MS}`);
    await waitForElement();
    expect(await browser.execute(() => document.querySelector('bank-onboarding')?.getAttribute('request-timeout'))).toBe(String(REQUEST_TIMEOUT_MS));
    faultEverySubmit(figures, rotation(1), SUBMITS);
    await press(HOME_COPY.register);
    await ageFormToConfirmEmail(minor);
    await minorIdentityAndDeclaration();
    await minorDocumentsAndCard();
    await onScreen('#/userRecognition', 'UserRecognition', RECOGNITION_COPY.title);
    stopFaulting();
    const duplicates = await duplicatesOf(minor);
    figures.duplicates = duplicates.count;
    expect(duplicates.detail).toEqual([]);
    expectRotation(figures);
  });

  it('§8 UPGRADE_LEVEL_B_A: one fault per write submit, rotating, from online banking to completion at level A; one copy of each item', async () => {
    const figures = newFigures('UPGRADE_LEVEL_B_A');
    flows.push(figures);
    const customer = { phone: '3331000022' };
    const { registrations: before } = (await sandbox('GET', `registrations?phone=%2B39${customer.phone}`)) as { registrations: { id: string }[] };
    // The time-out rides in the tab's session (host-events.js) through the online-banking hand-off.
    await fromOnlineBanking(customer.phone, 'Passa al livello A', `${STRICT_PAGE}?request-timeout=${REQUEST_TIMEOUT_MS}`);
    expect(await browser.execute(() => document.querySelector('bank-onboarding')?.getAttribute('request-timeout'))).toBe(String(REQUEST_TIMEOUT_MS));
    faultEverySubmit(figures, rotation(3), SUBMITS);
    await onScreen('#/citizenship', 'Citizenship', CITIZENSHIP_COPY.title);
    await field('select').selectByAttribute('value', 'IT');
    await fill(CITIZENSHIP_COPY.birthPlace, 'Torino');
    await press(STEP_COPY.submit);
    await onScreen('#/confirmEmail', 'ConfirmEmail');
    await press(STEP_COPY.submit);
    await onScreen('#/addresses', 'Addresses', ADDRESSES_COPY.title);
    await fillResidence('Via Po', '21');
    await press(STEP_COPY.submit);
    await passportByHand('YC1234567');
    await declareSelf({ student: false });
    await signatureDuration(1_000);
    await documentsAndRecognition('none');
    await signAndLeave();
    stopFaulting();
    const duplicates = await duplicatesOf(customer, before.map((r) => r.id));
    figures.duplicates = duplicates.count;
    expect(duplicates.detail).toEqual([]);
    const done = (await sandbox('GET', `registrations/${duplicates.registrationId}`)) as { registration: { status: string; closed: boolean } };
    expect(done.registration).toMatchObject({ status: 'COMPLETED', closed: true });
    expectRotation(figures);
  });
});
