// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Providers } from './routes';
import { ROUTES, pathOf, screenOfPath } from './routes';
import type { ScreenId } from './screens';
import { SCREENS, isScreenId } from './screens';

const P: Providers = { recognition: 'idnow', certificate: 'infocert' };

/** Spec §2 table, transcribed independently of routes.ts: path and flags. */
const EXPECTED: Record<ScreenId, [path: string, backBlocked: boolean, headerHidden: boolean]> = {
  Home: ['/', true, true],
  AgeForm: ['/ageForm', false, false],
  MinorInfo: ['/minorInfo', false, false],
  NameForm: ['/nameForm', false, false],
  EmailForm: ['/emailForm', false, false],
  PromoCodeInfo: ['/promoCodeInfo', false, false],
  PrivacyForm: ['/privacyForm', false, false],
  CodeForm: ['/codeForm', false, false],
  ConfirmCodeForm: ['/confirmCodeForm', false, false],
  ConfirmSms: ['/confirmSms', false, false],
  Citizenship: ['/citizenship', true, false],
  ConfirmEmail: ['/confirmEmail', true, false],
  Recognition: ['/idnowRecognition', true, false],
  Addresses: ['/addresses', true, false],
  TitolareEffettivo: ['/titolareEffettivo', true, false],
  Gianos: ['/gianos', false, false],
  ScopoRapporto: ['/scopoRapporto', false, false],
  ViewDocumentation: ['/viewDocumentation', true, false],
  CardCarousel: ['/cardCarousel', false, false],
  CardDocumentation: ['/cardDocumentation', false, false],
  RecognitionCheckResult: ['/idnowCheckResult', true, false],
  Shipment: ['/Shipment', true, false],
  DocumentType: ['/documentType', true, false],
  DocumentData: ['/documentData', false, false],
  RequestCertificate: ['/requestCertificate', false, false],
  CertificateSign: ['/infocertSign', false, false],
  BankSign: ['/bankSign', false, false],
  CardSign: ['/cardSign', false, false],
  ConfirmAccessCode: ['/confirmAccessCode', false, false],
  ConfirmMobileToken: ['/confirmMobileToken', false, false],
  RegistrationCompleted: ['/registrationCompleted', true, true],
  MissingDocuments: ['/missingDocuments', false, true],
  UpdateDocumentCompleted: ['/updateDocumentCompleted', true, true],
  UploadBizDocuments: ['/uploadBizDocuments', true, false],
  UserRecognition: ['/userRecognition', true, false],
  MinorBankDocuments: ['/minorBankDocuments', false, false],
  MinorCardCarousel: ['/minorCardCarousel', false, false],
  MinorCardDocuments: ['/minorCardDocuments', false, false],
  MinorBankSign: ['/minorBankSign', false, false],
  MinorCardSign: ['/minorCardSign', false, false],
  MinorConfirmMobileToken: ['/minorConfirmMobileToken', false, false],
  MinorSetTutor: ['/minorSetTutor', false, false],
  MinorWaitingTutorConfirm: ['/minorWaitingTutorConfirm', true, true],
  TutorCardDocumentation: ['/tutorCardDocumentation', false, false],
  TutorRequestCertificate: ['/tutorRequestCertificate', false, false],
  TutorBankSign: ['/tutorBankSign', false, false],
  TutorCardSign: ['/tutorCardSign', false, false],
  TutorConfirmMobileToken: ['/tutorConfirmMobileToken', false, false],
  TutorConfirmAccessCode: ['/tutorConfirmAccessCode', false, false],
  RegistrationRejected: ['/registrationRejected', true, true],
  UnderMaintenance: ['/manutenzione-in-corso', true, true],
  PremiumFeatures: ['/premiumFeatures', false, false],
};

describe('routes', () => {
  it('§2 Screens and routes: every screen has a route and SCREENS has no duplicates', () => {
    expect(new Set(SCREENS).size).toBe(SCREENS.length);
    expect(Object.keys(ROUTES).sort()).toEqual([...SCREENS].sort());
    expect(Object.keys(EXPECTED).sort()).toEqual([...SCREENS].sort());
  });

  it.each(SCREENS)('§2 Screens and routes: %s has the path and flags of the spec table', (screen) => {
    const [path, backBlocked, headerHidden] = EXPECTED[screen];
    expect(pathOf(screen, P)).toBe(path);
    expect(ROUTES[screen].backBlocked).toBe(backBlocked);
    expect(ROUTES[screen].headerHidden).toBe(headerHidden);
  });

  it('§2 Screens and routes: every path is distinct, so every path resolves back to its screen', () => {
    const paths = SCREENS.map((s) => pathOf(s, P));
    expect(new Set(paths).size).toBe(paths.length);
    for (const screen of SCREENS) expect(screenOfPath(pathOf(screen, P), P)).toBe(screen);
  });

  it('§2 Screens and routes: provider-named routes follow the configured provider names', () => {
    const other: Providers = { recognition: 'acme', certificate: 'signco' };
    expect(pathOf('Recognition', other)).toBe('/acmeRecognition');
    expect(pathOf('RecognitionCheckResult', other)).toBe('/acmeCheckResult');
    expect(pathOf('CertificateSign', other)).toBe('/signcoSign');
    expect(screenOfPath('/acmeRecognition', other)).toBe('Recognition');
    expect(screenOfPath('/idnowRecognition', other)).toBeUndefined();
  });

  it('§2 Screens and routes: path lookup is case-sensitive and ignores a trailing slash and the query', () => {
    expect(screenOfPath('/Shipment', P)).toBe('Shipment');
    expect(screenOfPath('/shipment', P)).toBeUndefined();
    expect(screenOfPath('/AgeForm', P)).toBeUndefined();
    expect(screenOfPath('/ageForm/', P)).toBe('AgeForm');
    expect(screenOfPath('/registrationRejected?SERVICE=true', P)).toBe('RegistrationRejected');
    expect(screenOfPath('/ageForm/?x=1', P)).toBe('AgeForm');
    expect(screenOfPath('/', P)).toBe('Home');
    expect(screenOfPath('', P)).toBe('Home');
    expect(screenOfPath('/?fromApp=true', P)).toBe('Home');
  });

  it('§2 Navigation rules: an unknown path maps to no screen (the caller shows "Ops!")', () => {
    expect(screenOfPath('/nope', P)).toBeUndefined();
    expect(screenOfPath('/ageForm/extra', P)).toBeUndefined();
  });

  it('§2 Screens and routes: isScreenId accepts only screen ids', () => {
    expect(isScreenId('AgeForm')).toBe(true);
    expect(isScreenId('ageForm')).toBe(false);
    expect(isScreenId(3)).toBe(false);
  });
});
