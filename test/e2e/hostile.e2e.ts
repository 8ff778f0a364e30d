/**
 * Hostile input: every payload of test/hostile/payloads.ts set into every free-text field of the
 * consumer, business and minor flows (and the login modal), one of them typed for real per field; the sandbox
 * made to return payloads inside server messages, traces, document titles and certificate clauses; malformed,
 * oversized, unknown and prototype-polluting inbound bridge messages. Nothing executes (the `window.__pwned` trap
 * stays unset), each field refuses a payload with its §5 message (tied and announced) or keeps it inert, an
 * accepted hostile value is stored verbatim and shown as text. One table at the end.
 */
import { $, browser, expect } from '@wdio/globals';
import { EXECUTING, PAYLOADS, payloadNamed } from '../hostile/payloads';
import { SHELL_COPY } from '../../src/app/copy';
import { SIGNATURE_COPY } from '../../src/kit/copy';
import { ADDRESSES_COPY } from '../../src/screens/consumer/Addresses/copy';
import { CARD_CAROUSEL_COPY } from '../../src/screens/consumer/CardCarousel/copy';
import { DOCUMENT_DATA_COPY } from '../../src/screens/consumer/DocumentData/copy';
import { SHIPMENT_COPY } from '../../src/screens/consumer/Shipment/copy';
import { GIANOS_COPY } from '../../src/screens/consumer/Gianos/copy';
import { SCOPO_COPY } from '../../src/screens/consumer/ScopoRapporto/copy';
import { TITOLARE_COPY } from '../../src/screens/consumer/TitolareEffettivo/copy';
import { CITIZENSHIP_COPY } from '../../src/screens/data/Citizenship/copy';
import { EMAIL_COPY } from '../../src/screens/data/EmailForm/copy';
import { BUSINESS_NAME_COPY, NAME_COPY } from '../../src/screens/data/NameForm/copy';
import { MINOR_SET_TUTOR_COPY } from '../../src/screens/minor/MinorSetTutor/copy';
import { vatCheckDigit } from '../../src/validation/business';
import { MAX_INBOUND_LENGTH } from '../../bridge/protocol';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { armTrap, axeWithErrors, expectInertDom, expectNotPwned, expectShownInert, firstKept, probeField, type ProbeResult, selectorOf, serverReturns, shownText, tally } from './hostile-support';
import { acceptAll, confirmAndRecognise, contactsToPreRegistration, fillResidence, newVisitor, PHOTO, signatureDuration, signContracts } from './journey';
import {
  baseUrl,
  choose,
  control,
  field,
  fill,
  inElement,
  loginModal,
  loginThroughModal,
  modalTitle,
  onScreen,
  open,
  openLoginModal,
  passwordGrant,
  press,
  prosegui,
  sandbox,
  type,
  waitForBridgeMessage,
  waitForElement,
} from './support';
import { markdownTable, recordTable } from './tables';

const visitor = newVisitor(7);

/** An API GET as the demo user (the real lists the hostile answers are made from). */
async function apiGet(path: string): Promise<Record<string, unknown>> {
  const { access_token: token } = await passwordGrant();
  const response = await fetch(`${baseUrl()}/api/usr/v2/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A partita IVA nobody holds: seven digits from the clock, office 077, the computed check digit. */
function freshVatNumber(): string {
  const first10 = `${Date.now().toString().slice(-7)}077`;
  return `${first10}${vatCheckDigit(first10)}`;
}

let lastDescriptions: string[] = [];

/** `body` with every `description` in it replaced by an executing payload (ids and types kept). */
function hostileDescriptions(body: unknown) {
  const descriptions: string[] = [];
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => {
        if (key !== 'description' || typeof v !== 'string') return [key, walk(v)];
        const hostile = EXECUTING[descriptions.length % EXECUTING.length]!.value;
        descriptions.push(hostile);
        return [key, hostile];
      }),
    );
  };
  const hostile = walk(body);
  lastDescriptions = descriptions;
  return { body: hostile, descriptions };
}

/** A HAL list (`_embedded[key]`) with each item's description replaced by an executing payload. */
function withHostileDescriptions(body: Record<string, unknown>, key: string) {
  const embedded = body._embedded as Record<string, { description?: string }[]>;
  const items = embedded[key]!.map((item, i) => ({ ...item, description: EXECUTING[i % EXECUTING.length]!.value }));
  return { body: { ...body, _embedded: { ...embedded, [key]: items } }, descriptions: items.map((item) => item.description) };
}

/** The visitor's registration as the sandbox stores it. */
async function storedRegistration() {
  const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${visitor.phone}`)) as { registrations: { id: string }[] };
  expect(registrations).toHaveLength(1);
  return (await sandbox('GET', `registrations/${registrations[0]!.id}`)).registration as { id: string; data: Record<string, unknown> };
}

describe('hostile input', function () {
  this.timeout(240_000);
  after(() => {
    recordTable(
      'hostile-input',
      'Hostile input',
      markdownTable(
        ['Figure', 'Value'],
        [
          ['Payloads', PAYLOADS.length],
          ['Free-text fields probed', tally.fields.length],
          ['Payload × field tries (one typed for real per field)', tally.tries],
          ['Refused with a §5 message (tied, announced)', tally.refused],
          ['Kept verbatim, inert', tally.kept],
          ['Normalised by the field (§5), inert', tally.normalised],
          ['Accepted hostile values stored verbatim', tally.stored.length],
          ['Executed', tally.executed],
          ['Server-returned contexts checked', tally.serverContexts.length],
          ['Bridge messages rejected', `${tally.bridgeRejected} / ${tally.bridgeTried}`],
          ['Screens checked by axe-core with errors shown', tally.axeScreens],
        ],
      ),
    );
  });

  it('§5 the data steps: every payload into every free-text field, refused with its message or kept inert', async () => {
    await signatureDuration(300);
    await open('/');
    await waitForElement();
    await armTrap();
    // The landing page's login modal.
    await openLoginModal();
    await probeField('Login: phone', 'dialog.login-modal input[autocomplete="tel"]');
    await probeField('Login: access code', 'dialog.login-modal input[autocomplete="current-password"]');
    await loginModal.submit().click();
    await axeWithErrors('LoginModal');
    await browser.keys('Escape');
    await loginModal.dialog().waitForDisplayed({ reverse: true });
    await press(HOME_COPY.register);

    await onScreen('#/ageForm', 'AgeForm');
    await probeField('AgeForm: birth date', 'form input[autocomplete="bday"]');
    await axeWithErrors('AgeForm');
    await type('input[autocomplete="bday"]', visitor.birthDate);
    await prosegui();

    await onScreen('#/nameForm', 'NameForm');
    await probeField('NameForm: first name', { label: NAME_COPY.firstName });
    await probeField('NameForm: last name', { label: NAME_COPY.lastName });
    await axeWithErrors('NameForm');
    await type('input[autocomplete="given-name"]', 'Maria Chiara');
    await type('input[autocomplete="family-name"]', "D'Amico");
    await prosegui();

    await onScreen('#/emailForm', 'EmailForm');
    await probeField('EmailForm: e-mail', 'form input[type="email"]');
    await probeField('EmailForm: phone', 'form input[autocomplete="tel-national"]');
    await probeField('EmailForm: promo code', { label: EMAIL_COPY.mgmCode });
    await axeWithErrors('EmailForm');
    await inElement(await selectorOf(EMAIL_COPY.mgmCode)).clearValue();
    await type('input[type="email"]', visitor.email);
    await type('input[autocomplete="tel-national"]', visitor.phone);
    await expect(field('input[autocomplete="tel-national"]')).toHaveValue(visitor.phone);
    // PrivacyForm's terms come back with hostile descriptions (the real ids, so the consents still count).
    const hostileTerms = withHostileDescriptions(await apiGet('documents/terms?level=2&size=30'), 'terms');
    await serverReturns('GET', '/api/usr/v2/documents/terms', 200, hostileTerms.body);
    await prosegui();

    await onScreen('#/privacyForm', 'PrivacyForm');
    await expectShownInert('PrivacyForm: term descriptions (documents/terms)', hostileTerms.descriptions);
    const boxes = await $('bank-onboarding').shadow$$('input[type="checkbox"]');
    await boxes[0]!.click();
    await boxes[1]!.click();
    await prosegui();

    await onScreen('#/codeForm', 'CodeForm');
    await probeField('CodeForm: access code', 'form input[autocomplete="new-password"]');
    await axeWithErrors('CodeForm');
    await type('input[autocomplete="new-password"]', visitor.accessCode);
    await prosegui();
    await onScreen('#/confirmCodeForm', 'ConfirmCodeForm');
    await probeField('ConfirmCodeForm: access code again', 'form input[autocomplete="new-password"]');
    await type('input[autocomplete="new-password"]', visitor.accessCode);
    await prosegui();

    await onScreen('#/confirmSms', 'ConfirmSms');
    await probeField('ConfirmSms: SMS code', 'form input[autocomplete="one-time-code"]');
    await axeWithErrors('ConfirmSms');
    await type('input[autocomplete="one-time-code"]', '123456');
    await prosegui();

    await onScreen('#/citizenship', 'Citizenship', CITIZENSHIP_COPY.title);
    await field('select').selectByAttribute('value', 'IT');
    await probeField('Citizenship: birth city', 'form input[autocapitalize="words"]');
    await probeField('Citizenship: fiscal code', 'form input[maxlength="16"]');
    await axeWithErrors('Citizenship');
    await type('input[autocapitalize="words"]', 'Milano');
    await type('input[maxlength="16"]', visitor.fiscalCode);
    await prosegui();

    await onScreen('#/confirmEmail', 'ConfirmEmail');
    await probeField('ConfirmEmail: e-mail code', 'form input[autocomplete="one-time-code"]');
    await confirmAndRecognise({ reloads: false });
  });

  it('§5 steps 3–4: addresses and the self-declaration; a server field error and an accepted value stay text', async () => {
    await onScreen('#/addresses', 'Addresses', ADDRESSES_COPY.title);
    const { residence } = ADDRESSES_COPY;
    for (const label of [residence.address, residence.houseNumber, residence.city, residence.postalCode]) {
      await probeField(`Addresses: ${label}`, { label });
    }
    await axeWithErrors('Addresses');
    await fillResidence();
    // The bank refuses the address with a hostile field message: shown under the field as text.
    const refusal = payloadNamed('img-onerror-breakout').value;
    await serverReturns('POST', '/api/usr/v2/registrations/*/addresses', 400, {
      trace: payloadNamed('svg-onload').value,
      context: { code: payloadNamed('script-tag').value, message: refusal, errors: [{ field: 'residence.address', message: refusal }] },
    });
    await prosegui();
    await browser.waitUntil(async () => (await shownText()).includes(refusal), { timeoutMsg: 'the server field message did not show' });
    await expectShownInert('Addresses: server field error message', [refusal]);
    await fill(residence.address, 'Via Roma');
    await prosegui();

    await onScreen('#/titolareEffettivo', 'TitolareEffettivo', TITOLARE_COPY.title);
    await choose(TITOLARE_COPY.yesOwner, TITOLARE_COPY.beneficialOwner);
    await choose(TITOLARE_COPY.yes, TITOLARE_COPY.usCitizen);
    await choose(TITOLARE_COPY.no, TITOLARE_COPY.usTaxResident);
    await choose(TITOLARE_COPY.yes, TITOLARE_COPY.otherTaxResidence);
    await probeField('TitolareEffettivo: US TIN', { label: TITOLARE_COPY.usTin });
    await probeField('TitolareEffettivo: foreign TIN', { label: TITOLARE_COPY.foreignTin });
    await axeWithErrors('TitolareEffettivo');
    await choose(TITOLARE_COPY.no, TITOLARE_COPY.usCitizen);
    await choose(TITOLARE_COPY.no, TITOLARE_COPY.otherTaxResidence);
    await prosegui();

    await onScreen('#/gianos', 'Gianos', GIANOS_COPY.title);
    await choose(GIANOS_COPY.jobs['09'], GIANOS_COPY.job);
    await prosegui();

    await onScreen('#/scopoRapporto', 'ScopoRapporto', SCOPO_COPY.title);
    await choose(SCOPO_COPY.purposes.OTHER, SCOPO_COPY.purpose);
    await choose(SCOPO_COPY.fundsOrigins.SAVINGS, SCOPO_COPY.fundsOrigin);
    await probeField('ScopoRapporto: other purpose', { label: SCOPO_COPY.otherPurpose });
    await axeWithErrors('ScopoRapporto');
    // An accepted hostile value goes to the bank and is stored verbatim.
    await fill(SCOPO_COPY.otherPurpose, 'Paghetta e piccole spese');
    // ViewDocumentation's documents come back with hostile titles (the real ids and types).
    const contracts = hostileDescriptions(await apiGet('documents/static-contracts?size=30&flow=REG_CONS'));
    await serverReturns('GET', '/api/usr/v2/documents/static-contracts', 200, contracts.body);
    await prosegui();
  });

  it('§8 server content: document titles, an error message and trace, certificate clauses show as inert text', async () => {
    await onScreen('#/viewDocumentation', 'ViewDocumentation');
    await expectShownInert('ViewDocumentation: document titles (documents/static-contracts)', lastDescriptions);
    await acceptAll();
    // The cards and their documents (CardCarousel, CardDocumentation) with hostile descriptions.
    const cards = hostileDescriptions(await apiGet('prepaid-cards'));
    await sandbox('POST', 'faults', { method: 'GET', path: '/api/usr/v2/prepaid-cards', status: 200, body: cards.body, times: 2 });
    await prosegui();
    await onScreen('#/cardCarousel', 'CardCarousel');
    await expectInertDom('CardCarousel: card descriptions (prepaid-cards)');
    await choose('Carta Classica', CARD_CAROUSEL_COPY.choiceLabel);
    await prosegui();
    await onScreen('#/cardDocumentation', 'CardDocumentation');
    await expectShownInert('CardDocumentation: card document titles (prepaid-cards)', cards.descriptions);
    await sandbox('DELETE', 'faults');
    await acceptAll();
    await prosegui();

    // A step submit answered 500 with a hostile code, message and trace: the generic modal shows the trace as text.
    await onScreen('#/Shipment', 'Shipment');
    await choose(SHIPMENT_COPY.residence, SHIPMENT_COPY.choiceLabel);
    const trace = payloadNamed('textarea-breakout').value;
    await serverReturns('POST', '/api/usr/v2/registrations/*/shipment', 500, {
      trace,
      context: { code: payloadNamed('svg-animate').value, message: payloadNamed('anchor-javascript').value },
    });
    await prosegui();
    await browser.waitUntil(async () => (await modalTitle()) !== null, { timeoutMsg: 'no error modal' });
    await expectShownInert('Shipment: server error trace in the generic modal', [trace]);
    await press(SHELL_COPY.close);
    await prosegui();

    await onScreen('#/idnowCheckResult', 'RecognitionCheckResult');
    await prosegui();
    await onScreen('#/documentType', 'DocumentType');
    await prosegui();
    await onScreen('#/documentData', 'DocumentData');
    await probeField('DocumentData: document number', { label: DOCUMENT_DATA_COPY.documentNumber });
    await probeField('DocumentData: issuing place', { label: DOCUMENT_DATA_COPY.issuingPlace });
    await axeWithErrors('DocumentData');
    await (await control(DOCUMENT_DATA_COPY.front)).setValue(PHOTO);
    await (await control(DOCUMENT_DATA_COPY.back)).setValue(PHOTO);
    // The certificate's clauses come back as hostile HTML: sanitised, no script, handler or javascript: link.
    const clauses = EXECUTING.slice(0, 12).map((p, i) => ({ id: `hostile-${i}`, title: p.value, html: `<p>${p.value}</p>${p.value}`, required: true }));
    await serverReturns('GET', '/api/usr/v2/registrations/*/*/dossiers/terms', 200, { terms: clauses });
    await prosegui();
    await onScreen('#/requestCertificate', 'RequestCertificate');
    await browser.waitUntil(async () => (await shownText()).includes(clauses[0]!.title), { timeoutMsg: 'the hostile clauses did not show' });
    await expectShownInert('RequestCertificate: certificate clause titles and HTML (dossiers/terms)', clauses.map((c) => c.title));
    // Reloaded, the real clauses: the journey goes on to the end, every code field probed.
    await browser.refresh();
    await waitForElement();
    await armTrap();
    await onScreen('#/requestCertificate', 'RequestCertificate');
    await acceptAll();
    await prosegui();
    await onScreen('#/infocertSign', 'CertificateSign');
    await probeField('CertificateSign: signature code', 'form input[autocomplete="one-time-code"]');
    await type('input[autocomplete="one-time-code"]', '123456');
    await prosegui(SIGNATURE_COPY.sign);
    await signContracts('#/bankSign', 'BankSign');
    await signContracts('#/cardSign', 'CardSign');
    await onScreen('#/confirmAccessCode', 'ConfirmAccessCode');
    await probeField('ConfirmAccessCode: access code', 'form input[autocomplete="current-password"]');
    await type('input[autocomplete="current-password"]', visitor.accessCode);
    await prosegui();
    await onScreen('#/confirmMobileToken', 'ConfirmMobileToken');
    await field('input[autocomplete="one-time-code"]').waitForDisplayed();
    await probeField('ConfirmMobileToken: SMS code', 'form input[autocomplete="one-time-code"]');
    await type('input[autocomplete="one-time-code"]', '123456');
    await prosegui();
    await onScreen('#/registrationCompleted', 'RegistrationCompleted');
    await expectInertDom('RegistrationCompleted');
    const saved = await storedRegistration();
    expect(JSON.stringify(saved.data)).not.toContain('__pwned');
  });

  it('§5 BUSINESS name form: the holder and the business fields; an accepted business name is stored verbatim', async () => {
    const business = newVisitor(8);
    await open('/?bizLP=true');
    await waitForElement();
    await armTrap();
    await onScreen('#/nameForm', 'NameForm', BUSINESS_NAME_COPY.title);
    const fields = [
      NAME_COPY.firstName,
      NAME_COPY.lastName,
      BUSINESS_NAME_COPY.birthDate,
      BUSINESS_NAME_COPY.businessName.LP,
      BUSINESS_NAME_COPY.vatNumber,
      BUSINESS_NAME_COPY.registerNumber,
    ];
    const results: Record<string, ProbeResult[]> = {};
    for (const label of fields) results[label] = await probeField(`Business NameForm: ${label}`, { label });
    await axeWithErrors('BusinessNameForm');
    await fill(NAME_COPY.firstName, 'Maria Chiara');
    await fill(NAME_COPY.lastName, "D'Amico");
    await fill(BUSINESS_NAME_COPY.birthDate, '15061990');
    // The hostile business name the form keeps, if any, goes to the bank (pre-register) and is stored verbatim.
    const accepted = firstKept(results[BUSINESS_NAME_COPY.businessName.LP]!);
    const businessName = accepted?.value ?? 'Studio Rossi';
    await fill(BUSINESS_NAME_COPY.businessName.LP, businessName);
    await fill(BUSINESS_NAME_COPY.vatNumber, freshVatNumber());
    await (await control(BUSINESS_NAME_COPY.professionalRegister)).selectByIndex(1);
    await fill(BUSINESS_NAME_COPY.registerNumber, 'MI-12345');
    await prosegui();
    await contactsToPreRegistration(business);
    await onScreen('#/confirmSms', 'ConfirmSms');
    await expectInertDom('ConfirmSms after the business pre-registration');
    if (accepted) {
      const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${business.phone}`)) as { registrations: { id: string }[] };
      // The admin view of the registration (its `business` column): the name exactly as typed.
      const saved = JSON.stringify(await sandbox('GET', `registrations/${registrations[0]!.id}`));
      expect(saved).toContain(JSON.stringify({ businessName: accepted.value }).slice(1, -1));
      tally.stored.push(`Business name ← ${accepted.name}`);
    }
  });

  it('§5 MINOR set tutor: the guardian\'s fields', async () => {
    await sandbox('POST', 'reset');
    await loginThroughModal('3331000019');
    await onScreen('#/minorSetTutor', 'MinorSetTutor', MINOR_SET_TUTOR_COPY.title);
    await armTrap();
    for (const label of [MINOR_SET_TUTOR_COPY.firstName, MINOR_SET_TUTOR_COPY.lastName, MINOR_SET_TUTOR_COPY.fiscalCode, MINOR_SET_TUTOR_COPY.phone, MINOR_SET_TUTOR_COPY.email]) {
      await probeField(`MinorSetTutor: ${label}`, { label });
    }
    await axeWithErrors('MinorSetTutor');
  });

  it('§2 inbound bridge: malformed, oversized, unknown and prototype-polluting messages are rejected, then back works', async () => {
    await open('/webview.html?platform=android&fromApp=true');
    await waitForBridgeMessage('appIsReady');
    await armTrap();
    await onScreen('#/ageForm', 'AgeForm');
    await type('input[autocomplete="bday"]', visitor.birthDate);
    await prosegui();
    await onScreen('#/nameForm', 'NameForm');
    const verdicts = await browser.execute((max: number) => {
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => {
        warnings.push(args.map(String).join(' '));
      };
      const hook = (window as unknown as { bankOnboarding: { receive(m: unknown): boolean } }).bankOnboarding;
      const deep: Record<string, unknown> = {};
      let cursor = deep;
      for (let i = 0; i < 2000; i += 1) cursor = cursor.next = {} as Record<string, unknown>;
      const withProtoType = Object.create({ type: 'back' }) as object;
      const messages: [string, unknown][] = [
        ['malformed JSON', '{"type":"back"'],
        ['JSON of a string', '"back"'],
        ['a number', 42],
        ['null', null],
        ['undefined', undefined],
        ['an array', [{ type: 'back' }]],
        ['oversized string', JSON.stringify({ type: 'back', source: 'x'.repeat(max) })],
        ['oversized object', { type: 'back', source: 'x'.repeat(max * 10) }],
        ['unknown type', { type: 'navigate', payload: { to: '#/registrationCompleted' } }],
        ['unknown type as JSON', '{"type":"eval","payload":{"code":"window.__pwned=\'bridge\'"}}'],
        ['an extra key', { type: 'back', extra: '<script>window.__pwned="bridge"</script>' }],
        ['a payload that is not empty', { type: 'back', payload: { steps: 5 } }],
        ['wrong version', { v: 2, type: 'back', payload: {} }],
        ['__proto__ key (JSON)', '{"type":"back","__proto__":{"polluted":true}}'],
        ['constructor.prototype (JSON)', '{"type":"back","constructor":{"prototype":{"polluted":true}}}'],
        ['type from the prototype chain', withProtoType],
        ['deep nesting', { type: 'back', payload: deep }],
        ['a function', () => 'back'],
        ['type not a string', { type: ['back'] }],
      ];
      const results = messages.map(([name, message]) => {
        const before = warnings.length;
        let threw = '';
        let accepted: unknown = null;
        try {
          accepted = hook.receive(message);
        } catch (error) {
          threw = String(error);
        }
        return { name, accepted, warned: warnings.length > before, threw, hash: location.hash };
      });
      console.warn = warn;
      return { results, polluted: ({} as Record<string, unknown>).polluted ?? null };
    }, MAX_INBOUND_LENGTH);
    for (const r of verdicts.results) {
      expect({ ...r, accepted: r.accepted === true }).toEqual({ name: r.name, accepted: false, warned: true, threw: '', hash: '#/nameForm' });
    }
    expect(verdicts.polluted).toBeNull();
    tally.bridgeTried += verdicts.results.length;
    tally.bridgeRejected += verdicts.results.filter((r) => r.accepted !== true && r.warned).length;
    await expectNotPwned('inbound bridge');
    // Still on NameForm; a valid `back` is taken and goes to AgeForm.
    await inElement('.main [data-screen="NameForm"]').waitForExist();
    expect(await browser.execute(() => (window as unknown as { bankOnboarding: { receive(m: unknown): boolean } }).bankOnboarding.receive({ type: 'back' }))).toBe(true);
    await onScreen('#/ageForm', 'AgeForm');
  });
});
