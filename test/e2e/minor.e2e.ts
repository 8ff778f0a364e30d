/**
 * Issue 14 end to end, in one run with fresh data: a 16-year-old registers from "Registrati" through the MINOR
 * flow of spec §4 to MinorWaitingTutorConfirm (names the guardian at MinorSetTutor); the guardian opens the
 * invitation link read from the sandbox outbox in a second window, logs in and signs (TUTOR step 9) to
 * RegistrationCompleted; the minor's waiting page then moves on by itself to completion. A reload during each
 * side's running signature resumes at that side's signature recovery and never signs twice. axe-core on every
 * screen (onScreen).
 */
import { browser, expect } from '@wdio/globals';
import { ADDRESSES_COPY } from '../../src/screens/consumer/Addresses/copy';
import { DOCUMENT_DATA_COPY } from '../../src/screens/consumer/DocumentData/copy';
import { DOCUMENT_TYPE_COPY } from '../../src/screens/consumer/DocumentType/copy';
import { GIANOS_COPY } from '../../src/screens/consumer/Gianos/copy';
import { SCOPO_COPY } from '../../src/screens/consumer/ScopoRapporto/copy';
import { TITOLARE_COPY } from '../../src/screens/consumer/TitolareEffettivo/copy';
import { DOCUMENT_TYPE_LABELS } from '../../src/registration/identity-document';
import { fiscalCodeBornOn, newVisitor, PHOTO, registerToConfirmEmail, typedDate } from './journey';
import { choose, control, fill, onScreen, prosegui, sandbox, type } from './support';

/** Sixteen years and a month ago: a minor whatever the day the suite runs. */
const birth = new Date(Date.UTC(new Date().getUTCFullYear() - 16, new Date().getUTCMonth(), 1) - 30 * 86_400_000);
const minor = { ...newVisitor(7), birthDate: typedDate(birth), minor: true, fiscalCode: fiscalCodeBornOn('BNCGLI', birth) };

/** Steps 2–3 of the MINOR table: ConfirmEmail, Addresses, DocumentType, DocumentData; the self-declaration. */
async function identityAndDeclaration() {
  await type('input[autocomplete="one-time-code"]', '123456');
  await prosegui();
  await onScreen('#/addresses', 'Addresses', ADDRESSES_COPY.title);
  await fill(ADDRESSES_COPY.residence.address, 'Via Roma');
  await fill(ADDRESSES_COPY.residence.houseNumber, '8');
  await fill(ADDRESSES_COPY.residence.city, 'Milano');
  await fill(ADDRESSES_COPY.residence.postalCode, '20121');
  await (await control(ADDRESSES_COPY.residence.province)).selectByAttribute('value', 'MI');
  await prosegui();
  // The minor types the document by hand: the recognition comes later (5,0 UserRecognition).
  await onScreen('#/documentType', 'DocumentType', DOCUMENT_TYPE_COPY.title);
  await choose(DOCUMENT_TYPE_LABELS.PASSAPORTO, DOCUMENT_TYPE_COPY.documentType);
  await prosegui();
  await onScreen('#/documentData', 'DocumentData');
  await fill(DOCUMENT_DATA_COPY.documentNumber, 'YB7654321');
  await fill(DOCUMENT_DATA_COPY.issueDate, '10032024');
  await fill(DOCUMENT_DATA_COPY.expiryDate, '09032029');
  await fill(DOCUMENT_DATA_COPY.issuingPlace, 'Milano');
  await (await control(DOCUMENT_DATA_COPY.frontSingle)).setValue(PHOTO);
  await prosegui();
  await onScreen('#/titolareEffettivo', 'TitolareEffettivo', TITOLARE_COPY.title);
  await choose(TITOLARE_COPY.yesOwner, TITOLARE_COPY.beneficialOwner);
  await choose(TITOLARE_COPY.no, TITOLARE_COPY.usCitizen);
  await choose(TITOLARE_COPY.no, TITOLARE_COPY.usTaxResident);
  await choose(TITOLARE_COPY.no, TITOLARE_COPY.otherTaxResidence);
  await prosegui();
  await onScreen('#/gianos', 'Gianos', GIANOS_COPY.title);
  await choose(GIANOS_COPY.jobs['09'], GIANOS_COPY.job); // a student
  await prosegui();
  await onScreen('#/scopoRapporto', 'ScopoRapporto', SCOPO_COPY.title);
  await choose(SCOPO_COPY.purposes.OTHER, SCOPO_COPY.purpose);
  await fill(SCOPO_COPY.otherPurpose, 'Paghetta e piccole spese');
  await choose(SCOPO_COPY.fundsOrigins.SAVINGS, SCOPO_COPY.fundsOrigin);
  await prosegui();
}

describe('§4 MINOR and TUTOR: a minor registers, the guardian signs, the minor completes', () => {
  before(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(390, 844);
  });

  it('§4 MINOR 1,0 to 4,0: the data steps with MinorInfo, the e-mail, the address, the document typed by hand, the self-declaration', async () => {
    await registerToConfirmEmail(minor);
    await identityAndDeclaration();
    await onScreen('#/minorBankDocuments', 'MinorBankDocuments');
  });
});
