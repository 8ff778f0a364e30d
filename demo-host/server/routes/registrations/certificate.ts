/**
 * Step 8's certificate provider (spec §7 "Certificate and dossier", "Signature"), below
 * `registrations/{id}/{cert}/` (`{cert}` the provider's path segment, `infocert` by default; the sandbox
 * answers for any): certificate-status, dossiers (create, start, terms, accept-clauses), the signature code
 * and the sign calls, and sign-status. Rules: registrations/certificate.ts and registrations/signature.ts.
 */
import type { Context } from 'hono';
import { requireAuth } from '../../context';
import type { AppEnv, RouteDeps, SandboxApp } from '../../context';
import {
  acceptClauses,
  acceptClausesSchema,
  certificateStatus,
  createDossier,
  dossierTerms,
  issueAndSign,
  oneStepSign,
  sendSmsCode,
  signContracts,
  signContractsSchema,
  startDossier,
} from '../../registrations/certificate';
import { optionalObjectSchema, verifyOtpSchema } from '../../registrations/schemas';
import { signStatusOf } from '../../registrations/signature';
import { ownOrGuardedRegistration, withOwnOrGuardedRegistration } from './own';

/**
 * Registers the `{id}/{cert}/…` routes below `base`. Every one of them is also the guardian's
 * (TutorRequestCertificate, TutorBankSign, TutorCardSign on a MINOR registration they guard), acting on
 * the guardian's own dossier, certificate and signature (registrations/signer.ts TUTOR).
 */
export function registerCertificateRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);
  const at = `${base}/:id/:cert`;

  // Reads: the caller's registration (or the one they guard), settled, and whose side to read.
  const access = (c: Context<AppEnv>) => ownOrGuardedRegistration(db.sql, c.get('userId'), c.req.param('id') ?? '');
  app.get(`${at}/certificate-status`, auth, (c) => {
    const { registration, signer } = access(c);
    return c.json({ status: certificateStatus(registration, signer) });
  });
  app.get(`${at}/dossiers/terms`, auth, (c) => {
    const { registration, signer } = access(c);
    return c.json(dossierTerms(registration, signer));
  });
  app.get(`${at}/dossiers/sign-status`, auth, (c) => {
    const { registration, signer } = access(c);
    return c.json(signStatusOf(db.sql, registration, Date.now(), signer));
  });

  app.post(`${at}/dossiers`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, optionalObjectSchema, (registration, _body, _user, signer) => createDossier(db.sql, registration, signer)),
  );
  app.post(`${at}/dossiers/start`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, optionalObjectSchema, (registration, _body, _user, signer) => startDossier(db.sql, registration, signer)),
  );
  app.post(`${at}/dossiers/accept-clauses`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, acceptClausesSchema, (registration, { clauseIds }, _user, signer) =>
      acceptClauses(db.sql, registration, clauseIds, signer),
    ),
  );

  // The signature code: always SANDBOX_OTP_CODE, by SMS to the caller (the guardian's own phone), the phone
  // code's limits. No dossier needed: the minor asks it for sign-and-assert-auth (a minor signs with this code, no certificate).
  app.post(`${at}/dossiers/send-signature-otp`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, optionalObjectSchema, (registration, _body, user, signer) =>
      sendSmsCode(db.sql, registration, 'signature', user.phoneNumber, Date.now(), signer),
    ),
  );
  app.post(`${at}/dossiers/issue-and-sign`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, verifyOtpSchema, (registration, { otp }, _user, signer) => issueAndSign(db.sql, registration, otp, signer)),
  );
  app.post(`${at}/dossiers/one-step-sign`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, verifyOtpSchema, (registration, { otp }, _user, signer) => oneStepSign(db.sql, registration, otp, signer)),
  );
  // A consumer or the guardian signs in their certificate session; the minor with `otp` (signsWithSmsCode).
  app.post(`${at}/dossiers/sign-and-assert-auth`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, signContractsSchema, (registration, body, _user, signer) =>
      signContracts(db.sql, registration, body, Date.now(), signer),
    ),
  );
}
