/**
 * Step 8's certificate provider (issue 12, spec §7 "Certificate and dossier", "Signature"), below
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
import { ownRegistration, withOwnRegistration } from './own';

/** Registers the `{id}/{cert}/…` routes below `base`. */
export function registerCertificateRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);
  const at = `${base}/:id/:cert`;

  // Reads: the caller's registration, settled (ownRegistration settles a finished signature).
  const own = (c: Context<AppEnv>) => ownRegistration(db.sql, c.get('userId'), c.req.param('id') ?? '');
  app.get(`${at}/certificate-status`, auth, (c) => c.json({ status: certificateStatus(own(c)) }));
  app.get(`${at}/dossiers/terms`, auth, (c) => c.json(dossierTerms(own(c))));
  app.get(`${at}/dossiers/sign-status`, auth, (c) => c.json(signStatusOf(db.sql, own(c))));

  app.post(`${at}/dossiers`, auth, (c) => withOwnRegistration(c, db, optionalObjectSchema, (registration) => createDossier(db.sql, registration)));
  app.post(`${at}/dossiers/start`, auth, (c) =>
    withOwnRegistration(c, db, optionalObjectSchema, (registration) => startDossier(db.sql, registration)),
  );
  app.post(`${at}/dossiers/accept-clauses`, auth, (c) =>
    withOwnRegistration(c, db, acceptClausesSchema, (registration, { clauseIds }) => acceptClauses(db.sql, registration, clauseIds)),
  );

  // The signature code: always SANDBOX_OTP_CODE, by SMS, the phone code's limits.
  app.post(`${at}/dossiers/send-signature-otp`, auth, (c) =>
    withOwnRegistration(c, db, optionalObjectSchema, (registration, _body, user) => sendSmsCode(db.sql, registration, 'signature', user.phoneNumber)),
  );
  app.post(`${at}/dossiers/issue-and-sign`, auth, (c) =>
    withOwnRegistration(c, db, verifyOtpSchema, (registration, { otp }) => issueAndSign(db.sql, registration, otp)),
  );
  app.post(`${at}/dossiers/one-step-sign`, auth, (c) =>
    withOwnRegistration(c, db, verifyOtpSchema, (registration, { otp }) => oneStepSign(db.sql, registration, otp)),
  );
  app.post(`${at}/dossiers/sign-and-assert-auth`, auth, (c) =>
    withOwnRegistration(c, db, signContractsSchema, (registration, body) => signContracts(db.sql, registration, body)),
  );
}
