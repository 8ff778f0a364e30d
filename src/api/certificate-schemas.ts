/**
 * zod/mini schemas of the certificate and signature provider's calls (spec §7 "Certificate and signature
 * provider", §3 Certificate status) and of the contracts list (spec §7 Documents). The spec shows no bodies
 * or answers beyond `status`: these are the sandbox's contract (demo-host/server/README.md).
 */
import * as z from 'zod/mini';

/** `POST …/dossiers`, `…/dossiers/start`, `…/dossiers/accept-clauses`. */
export const DossierSchema = z.looseObject({
  dossierId: z.string(),
  /** Where the dossier stands (CREATED, STARTED, CLAUSES_ACCEPTED): read as any string, the provider may have more. */
  status: z.string(),
  /** `dossiers/start` and `accept-clauses`: the clauses were already accepted. */
  clausesAccepted: z.optional(z.boolean()),
});
export type Dossier = z.infer<typeof DossierSchema>;

/** One clause of the certificate's terms: `html` is server markup, always sanitised before it is shown. */
const DossierTermSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  html: z.string(),
  required: z.optional(z.boolean()),
});
export type DossierTerm = z.infer<typeof DossierTermSchema>;

/** `GET …/dossiers/terms`. */
export const DossierTermsSchema = z.looseObject({ terms: z.array(DossierTermSchema) });
export type DossierTerms = z.infer<typeof DossierTermsSchema>;

/** Bodies of `…/dossiers/accept-clauses`, `issue-and-sign` / `one-step-sign` (the OTP) and `sign-and-assert-auth`. */
export type { AcceptClausesBody, SignContractsBody, SignOtpBody } from './contract-schemas';

/** `POST …/dossiers/send-signature-otp`: where the code went (masked). */
export const SignatureOtpSentSchema = z.looseObject({
  sent: z.boolean(),
  phoneNumber: z.nullish(z.string()),
});
export type SignatureOtpSent = z.infer<typeof SignatureOtpSentSchema>;

/** What a contract signature covers (`sign-and-assert-auth`). */
const ContractScopeSchema = z.enum(['ACCOUNT', 'CARD']);
export type ContractScope = z.infer<typeof ContractScopeSchema>;

const SignStatusValues = ['IDLE', 'RUNNING', 'DONE', 'FAILED'] as const;
const SignOperationValues = ['ISSUE_AND_SIGN', 'ONE_STEP_SIGN', 'SIGN_AND_ASSERT_AUTH'] as const;
const SignScopeValues = ['CERTIFICATE', 'ACCOUNT', 'CARD'] as const;

/**
 * `GET …/dossiers/sign-status` (and the answer of every sign call): the registration's one signature state
 * machine. `progress` 0..100; `session` is the signature session a certificate signature opens (spec §4
 * Session: 3,300,000 ms), ISO times.
 */
export const SignStatusSchema = z.looseObject({
  status: z.enum(SignStatusValues),
  operation: z.nullish(z.enum(SignOperationValues)),
  scope: z.nullish(z.enum(SignScopeValues)),
  progress: z.catch(z.number(), 0),
  signed: z.looseObject({ certificate: z.boolean(), account: z.boolean(), card: z.boolean() }),
  session: z.looseObject({
    active: z.boolean(),
    startedAt: z.nullish(z.string()),
    expiresAt: z.nullish(z.string()),
  }),
});
export type SignStatus = z.infer<typeof SignStatusSchema>;
export type SignScope = (typeof SignScopeValues)[number];

/** One contract of `GET documents/contracts/{id}` (spec §3: the list is embedded in `bankDocumentResourceList`). */
const ContractDocumentSchema = z.looseObject({
  contractId: z.string(),
  description: z.string(),
  scope: ContractScopeSchema,
  signed: z.optional(z.boolean()),
});
export type ContractDocument = z.infer<typeof ContractDocumentSchema>;

/** The unwrapped body of `GET documents/contracts/{id}` (the client unwraps `_embedded`, src/api/client.ts). */
export const ContractsResponseSchema = z.looseObject({ bankDocumentResourceList: z.array(ContractDocumentSchema) });

/** Error codes of the provider's calls the client acts on (the sandbox's contract). */
export const SIGN_ERROR = {
  /** A sign call while a signature runs: the client follows the running one instead. */
  running: 'USR_SIGN_RUNNING',
  /** A contract signature without an active signature session: a new session is opened with an OTP. */
  sessionExpired: 'USR_SIGN_SESSION_EXPIRED',
  /** issue-and-sign on a valid certificate / one-step-sign without one. */
  alreadyValid: 'USR_CERT_ALREADY_VALID',
  notValid: 'USR_CERT_NOT_VALID',
} as const;
