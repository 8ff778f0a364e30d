/**
 * The certificate provider's calls of step 8 (spec §7 "Certificate and dossier", "Signature"):
 * the dossier (`data.dossier: { dossierId, status }`), its clauses, the certificate status (derived:
 * VALID once the certificate is signed, REQUESTED once the clauses are accepted, else NONE), the
 * signature code (`send-signature-otp`, its own one-time-code kind `signature`) and the three sign
 * calls, which start a signature of the state machine in ./signature.ts. Every call works for one signer
 * (./signer.ts: the owner, or a minor's guardian on their own keys); the owner by default. The
 * minor (the owner of a MINOR registration) signs the contracts with the signature code instead of a
 * certificate ({@link signsWithSmsCode}).
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { ApiError } from '../errors';
import { sendMessage } from '../outbox';
import type { Registration } from '../repositories/registrations';
import { updateRegistration } from '../repositories/registrations';
import { contractIdsOf } from './contracts';
import { MSG, otpSmsText } from './messages';
import { checkOtpChallenge, issueOtpChallenge } from './otpChallenge';
import { maskPhone } from './rules';
import type { ContractScope, SignStatus } from './signature';
import { beginSignature, isScopeSigned, sessionActive, signatureOf, signRunning, signStatusOf } from './signature';
import type { Signer } from './signer';
import { OWNER } from './signer';

type DossierStatus = 'CREATED' | 'STARTED' | 'CLAUSES_ACCEPTED';
export type CertificateStatus = 'NONE' | 'REQUESTED' | 'VALID';

/** `data.dossier`. */
export interface Dossier {
  dossierId: string;
  status: DossierStatus;
}

/** The sandbox's messages of these calls. */
export const CERT_MSG = {
  clausesRequired: 'Accetta tutte le condizioni per proseguire',
  contractsRequired: 'Per proseguire devi confermare tutti i contratti',
  cardMissing: 'Scegli prima una carta',
} as const;

/** The provider's three clauses (simple HTML: the client sanitises it). */
export const CERTIFICATE_TERMS = [
  {
    id: 'CONDIZIONI_GENERALI',
    title: 'Condizioni generali del servizio di firma digitale',
    html:
      '<p>Il servizio di firma digitale è prestato dal <strong>prestatore di servizi fiduciari qualificato</strong> ' +
      'che emette il certificato a tuo nome. Le condizioni regolano il rilascio, l’uso e la revoca del certificato.</p>' +
      '<p>Testo completo: <a href="https://example.it/firma/condizioni-generali">condizioni generali</a>.</p>',
    required: true,
  },
  {
    id: 'INFORMATIVA_PRIVACY',
    title: 'Informativa sul trattamento dei dati personali del prestatore',
    html:
      '<p>Il prestatore tratta i tuoi dati personali (dati anagrafici, documento d’identità, numero di telefono) ' +
      'solo per <strong>identificarti ed emettere il certificato</strong>, ai sensi del Regolamento (UE) 2016/679.</p>' +
      '<p>Leggi l’<a href="https://example.it/firma/privacy">informativa completa</a>.</p>',
    required: true,
  },
  {
    id: 'CONSENSO_CERTIFICATO',
    title: 'Consenso al rilascio del certificato di firma remota one-shot',
    html:
      '<p>Chiedo il rilascio di un <strong>certificato di firma remota one-shot</strong>, valido solo per firmare ' +
      'i contratti di questa apertura di conto, e autorizzo il prestatore a usarlo con il codice che ricevo via SMS.</p>',
    required: true,
  },
] as const;

/** Body of `dossiers/accept-clauses`. */
export const acceptClausesSchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
  z.object({ clauseIds: z.array(z.string(), { error: CERT_MSG.clausesRequired }) }),
);

/**
 * Body of `dossiers/sign-and-assert-auth`. `otp` is read only when the minor signs
 * ({@link signsWithSmsCode}); anyone else's is ignored, whatever it holds.
 */
export const signContractsSchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
  z.object({
    scope: z.enum(['ACCOUNT', 'CARD']),
    contractIds: z.array(z.string(), { error: CERT_MSG.contractsRequired }),
    otp: z.unknown().optional(),
  }),
);

/**
 * Whether `signer` signs `registration`'s contracts with an SMS code instead of a
 * certificate and its session — the owner of a MINOR registration (a minor cannot hold a qualified
 * certificate; the spec's MINOR table has no certificate step). The guardian and every consumer sign in
 * a certificate session.
 */
function signsWithSmsCode(registration: Registration, signer: Signer = OWNER): boolean {
  return signer.role === 'OWNER' && registration.flow === 'MINOR';
}

/** The minor's `otp` as sent: missing -> the required message, not 6 digits -> the code shape's, both on `otp`. */
function smsCodeOf(otp: unknown): string {
  const refuse = (message: string) => new ApiError(400, 'BAD_REQUEST', message, [{ field: 'otp', message }]);
  if (otp === undefined || otp === null || otp === '') throw refuse(MSG.required);
  if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) throw refuse(MSG.otpShape);
  return otp;
}

/** The registration's dossier of `signer`, or null. */
function dossierOf(registration: Registration, signer: Signer = OWNER): Dossier | null {
  return (registration.data[signer.keys.dossier] as Dossier | null | undefined) ?? null;
}

/** The certificate status of `signer` (derived from their signature state and dossier). */
export function certificateStatus(registration: Registration, signer: Signer = OWNER): CertificateStatus {
  if (isScopeSigned(signatureOf(registration, signer), 'CERTIFICATE')) return 'VALID';
  return dossierOf(registration, signer)?.status === 'CLAUSES_ACCEPTED' ? 'REQUESTED' : 'NONE';
}

const saveDossier = (sql: Database.Database, registration: Registration, dossier: Dossier, signer: Signer): Dossier => {
  updateRegistration(sql, registration.id, { data: { [signer.keys.dossier]: dossier } });
  return dossier;
};

/** `POST dossiers`: the existing dossier, or a new CREATED one. */
export function createDossier(sql: Database.Database, registration: Registration, signer: Signer = OWNER): Dossier {
  return (
    dossierOf(registration, signer) ?? saveDossier(sql, registration, { dossierId: `dos-${randomUUID()}`, status: 'CREATED' }, signer)
  );
}

/**
 * `POST dossiers/start`: the dossier at least STARTED, with whether its clauses are accepted.
 * @throws ApiError 409 USR_CERT_NO_DOSSIER without a dossier.
 */
export function startDossier(sql: Database.Database, registration: Registration, signer: Signer = OWNER): Dossier & { clausesAccepted: boolean } {
  const dossier = dossierOf(registration, signer);
  if (!dossier) throw new ApiError(409, 'USR_CERT_NO_DOSSIER', 'Create the dossier first');
  const started = dossier.status === 'CREATED' ? saveDossier(sql, registration, { ...dossier, status: 'STARTED' }, signer) : dossier;
  return { ...started, clausesAccepted: started.status === 'CLAUSES_ACCEPTED' };
}

/** The started dossier. @throws ApiError 409 USR_CERT_NOT_STARTED before `dossiers/start`. */
function startedDossier(registration: Registration, signer: Signer): Dossier {
  const dossier = dossierOf(registration, signer);
  if (!dossier || dossier.status === 'CREATED') throw new ApiError(409, 'USR_CERT_NOT_STARTED', 'Start the dossier first');
  return dossier;
}

/** `GET dossiers/terms`. @throws ApiError 409 USR_CERT_NOT_STARTED before start. */
export function dossierTerms(registration: Registration, signer: Signer = OWNER): { terms: (typeof CERTIFICATE_TERMS)[number][] } {
  startedDossier(registration, signer);
  return { terms: [...CERTIFICATE_TERMS] };
}

/**
 * `POST dossiers/accept-clauses`: every required clause, none unknown; the certificate is then REQUESTED.
 * @throws ApiError 409 USR_CERT_NOT_STARTED; 400 BAD_REQUEST on `clauseIds`.
 */
export function acceptClauses(
  sql: Database.Database,
  registration: Registration,
  clauseIds: string[],
  signer: Signer = OWNER,
): Dossier & { status: 'CLAUSES_ACCEPTED'; clausesAccepted: true } {
  const dossier = startedDossier(registration, signer);
  const known: readonly string[] = CERTIFICATE_TERMS.map((t) => t.id);
  const missing = CERTIFICATE_TERMS.some((t) => t.required && !clauseIds.includes(t.id));
  if (missing || clauseIds.some((id) => !known.includes(id))) {
    throw new ApiError(400, 'BAD_REQUEST', CERT_MSG.clausesRequired, [{ field: 'clauseIds', message: CERT_MSG.clausesRequired }]);
  }
  saveDossier(sql, registration, { ...dossier, status: 'CLAUSES_ACCEPTED' }, signer);
  return { dossierId: dossier.dossierId, status: 'CLAUSES_ACCEPTED', clausesAccepted: true };
}

/** Where an SMS code went. */
export interface CodeSent {
  sent: true;
  phoneNumber: string;
}

/**
 * Sends a one-time code of `kind` (`signer`'s own kind of it) by SMS to `phoneNumber` (the phone code's
 * limits: 429 USR_REG_OTP_TOO_MANY) and answers where it went, masked. Shared by the signature code and
 * the mobile token's.
 */
export function sendSmsCode(
  sql: Database.Database,
  registration: Registration,
  kind: 'signature' | 'mobileToken',
  phoneNumber: string,
  now = Date.now(),
  signer: Signer = OWNER,
): CodeSent {
  const code = issueOtpChallenge(sql, registration.id, signer.otp[kind], now);
  sendMessage(sql, { channel: 'sms', to: phoneNumber, code, text: otpSmsText(code) });
  return { sent: true, phoneNumber: maskPhone(phoneNumber) };
}

/** 409 USR_SIGN_RUNNING when a signature runs (every sign call checks it first). */
function refuseWhileRunning(registration: Registration, signer: Signer): void {
  if (signatureOf(registration, signer).status === 'RUNNING') throw signRunning();
}

/**
 * `issue-and-sign {otp}`: issues the certificate and signs with it.
 * @returns the RUNNING SignStatus, or the OTP error (returned so a wrong attempt is kept).
 * @throws ApiError 409 USR_SIGN_RUNNING, USR_CERT_CLAUSES_NOT_ACCEPTED, USR_CERT_ALREADY_VALID.
 */
export function issueAndSign(sql: Database.Database, registration: Registration, otp: string, signer: Signer = OWNER): SignStatus | ApiError {
  refuseWhileRunning(registration, signer);
  if (dossierOf(registration, signer)?.status !== 'CLAUSES_ACCEPTED') {
    throw new ApiError(409, 'USR_CERT_CLAUSES_NOT_ACCEPTED', 'Accept the dossier clauses first');
  }
  if (certificateStatus(registration, signer) === 'VALID') {
    throw new ApiError(409, 'USR_CERT_ALREADY_VALID', 'The certificate is already valid');
  }
  return (
    checkOtpChallenge(sql, registration.id, signer.otp.signature, otp, 'otp') ??
    beginSignature(sql, registration, 'ISSUE_AND_SIGN', 'CERTIFICATE', Date.now(), signer)
  );
}

/**
 * `one-step-sign {otp}`: a new signature session with the existing certificate (nothing is signed again).
 * @returns the RUNNING SignStatus, or the OTP error.
 * @throws ApiError 409 USR_SIGN_RUNNING, USR_CERT_NOT_VALID.
 */
export function oneStepSign(sql: Database.Database, registration: Registration, otp: string, signer: Signer = OWNER): SignStatus | ApiError {
  refuseWhileRunning(registration, signer);
  if (certificateStatus(registration, signer) !== 'VALID') throw new ApiError(409, 'USR_CERT_NOT_VALID', 'The certificate is not valid');
  return (
    checkOtpChallenge(sql, registration.id, signer.otp.signature, otp, 'otp') ??
    beginSignature(sql, registration, 'ONE_STEP_SIGN', null, Date.now(), signer)
  );
}

/**
 * `sign-and-assert-auth {scope, contractIds}`: signs a scope's contracts in the signer's certificate
 * session. A scope already signed answers the current status (never signed twice).
 *
 * The minor ({@link signsWithSmsCode}) signs with the SMS code of `send-signature-otp` instead (`otp`
 * required; no certificate, no session): the code is checked last, after the contract checks, so a
 * refused body does not use it up.
 * @returns the RUNNING SignStatus, or the minor's OTP error (returned so a wrong attempt is kept).
 * @throws ApiError 409 USR_SIGN_RUNNING, USR_SIGN_SESSION_EXPIRED (not the minor), USR_REG_CARD_MISSING
 *   (CARD without a card); 400 BAD_REQUEST on `contractIds` when one of the scope is missing or one is
 *   unknown, on `otp` when the minor sends none or a malformed one.
 */
export function signContracts(
  sql: Database.Database,
  registration: Registration,
  body: { scope: ContractScope; contractIds: string[]; otp?: unknown },
  now = Date.now(),
  signer: Signer = OWNER,
): SignStatus | ApiError {
  const state = signatureOf(registration, signer);
  if (isScopeSigned(state, body.scope)) return signStatusOf(sql, registration, now, signer);
  refuseWhileRunning(registration, signer);
  const smsCode = signsWithSmsCode(registration, signer) ? smsCodeOf(body.otp) : null;
  if (smsCode === null && !sessionActive(state, now)) throw new ApiError(409, 'USR_SIGN_SESSION_EXPIRED', 'No active signature session');
  const required = contractIdsOf(registration, body.scope);
  if (required.length === 0) throw new ApiError(409, 'USR_REG_CARD_MISSING', CERT_MSG.cardMissing);
  if (required.some((id) => !body.contractIds.includes(id)) || body.contractIds.some((id) => !required.includes(id))) {
    throw new ApiError(400, 'BAD_REQUEST', CERT_MSG.contractsRequired, [{ field: 'contractIds', message: CERT_MSG.contractsRequired }]);
  }
  const refused = smsCode === null ? undefined : checkOtpChallenge(sql, registration.id, signer.otp.signature, smsCode, 'otp');
  return refused ?? beginSignature(sql, registration, 'SIGN_AND_ASSERT_AUTH', body.scope, now, signer);
}
