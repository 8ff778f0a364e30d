/**
 * Certificate and signature provider (spec §7): `registrations/{id}/{cert}/…`, where `{cert}`
 * is the configurable provider name (default `infocert`, common contract).
 */
import { USR } from './client';
import type { ApiClient } from './client';
import { CertificateStatusSchema } from './schemas';
import type { CertificateStatus } from './schemas';
import {
  DossierSchema,
  DossierTermsSchema,
  SignatureOtpSentSchema,
  SignStatusSchema,
  type AcceptClausesBody,
  type Dossier,
  type DossierTerms,
  type SignatureOtpSent,
  type SignContractsBody,
  type SignOtpBody,
  type SignStatus,
} from './certificate-schemas';

/** Which registration and which provider segment a call targets. */
export interface CertTarget {
  /** Registration id, or 'me'. */
  registrationId: string;
  /** Provider segment, e.g. `infocert`. */
  cert: string;
}

const base = (t: CertTarget): string =>
  `${USR}/registrations/${encodeURIComponent(t.registrationId)}/${encodeURIComponent(t.cert)}`;
const dossiers = (t: CertTarget, action?: string): string => `${base(t)}/dossiers${action ? `/${action}` : ''}`;

/** `POST registrations/{id}/{cert}/dossiers`. */
export function createDossier(api: ApiClient, target: CertTarget): Promise<Dossier> {
  return api.post(dossiers(target), {}, { schema: DossierSchema });
}

/** `POST …/dossiers/start`. */
export function startDossier(api: ApiClient, target: CertTarget): Promise<Dossier> {
  return api.post(dossiers(target, 'start'), {}, { schema: DossierSchema });
}

/** `POST …/dossiers/sign-and-assert-auth`. */
export function signAndAssertAuth(api: ApiClient, target: CertTarget, body: SignContractsBody): Promise<SignStatus> {
  return api.post(dossiers(target, 'sign-and-assert-auth'), body, { schema: SignStatusSchema });
}

/** `GET …/dossiers/terms`. */
export function getDossierTerms(api: ApiClient, target: CertTarget): Promise<DossierTerms> {
  return api.get(dossiers(target, 'terms'), { schema: DossierTermsSchema });
}

/** `POST …/dossiers/accept-clauses`. */
export function acceptClauses(api: ApiClient, target: CertTarget, body: AcceptClausesBody): Promise<Dossier> {
  return api.post(dossiers(target, 'accept-clauses'), body, { schema: DossierSchema });
}

/** `POST …/dossiers/issue-and-sign`. */
export function issueAndSign(api: ApiClient, target: CertTarget, body: SignOtpBody): Promise<SignStatus> {
  return api.post(dossiers(target, 'issue-and-sign'), body, { schema: SignStatusSchema });
}

/** `POST …/dossiers/one-step-sign`. */
export function oneStepSign(api: ApiClient, target: CertTarget, body: SignOtpBody): Promise<SignStatus> {
  return api.post(dossiers(target, 'one-step-sign'), body, { schema: SignStatusSchema });
}

/** `GET …/dossiers/sign-status`. */
export function getSignStatus(api: ApiClient, target: CertTarget): Promise<SignStatus> {
  return api.get(dossiers(target, 'sign-status'), { schema: SignStatusSchema });
}

/** `POST …/dossiers/send-signature-otp`. */
export function sendSignatureOtp(api: ApiClient, target: CertTarget): Promise<SignatureOtpSent> {
  return api.post(dossiers(target, 'send-signature-otp'), {}, { schema: SignatureOtpSentSchema });
}

/** `GET registrations/{id}/{cert}/certificate-status`: field `status`. */
export function getCertificateStatus(api: ApiClient, target: CertTarget): Promise<CertificateStatus> {
  return api.get(`${base(target)}/certificate-status`, { schema: CertificateStatusSchema });
}

/** Spec §3: certificate status VALID means valid. */
export function isCertificateValid(status: Pick<CertificateStatus, 'status'> | null | undefined): boolean {
  return status?.status === 'VALID';
}
