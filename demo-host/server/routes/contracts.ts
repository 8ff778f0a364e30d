/**
 * The registration's contracts to sign (spec §7 Documents): `GET documents/contracts/{registrationId}`
 * (HAL, `_embedded.bankDocumentResourceList`) and one as a generated PDF,
 * `GET documents/contracts/{registrationId}/{contractId}`, opened with the access token as `?at=` (spec §6) or
 * the Authorization header. Both need a caller (header or `at`), and the registration must be theirs
 * (someone else's is a 404), or one they guard (a minor's guardian lists and opens the same
 * contracts, `signed` being the guardian's own signature). Rules: registrations/contracts.ts.
 */
import type { RouteDeps, SandboxApp } from '../context';
import { optionalAuth, requireAuth } from '../context';
import { errors } from '../errors';
import { renderPdf } from '../pdf';
import { contractDocument, contractsOf } from '../registrations/contracts';
import { findUserName } from '../repositories/users';
import { verifyToken } from '../tokens';
import { PRIVATE_DOCUMENT_HEADERS } from './document-access';
import { ownOrGuardedRegistration } from './registrations/own';

/** Registers the contract routes below `base` (`/api/usr/v2/documents`). */
export function registerContractRoutes(app: SandboxApp, db: RouteDeps['db'], base: string): void {
  app.get(`${base}/contracts/:registrationId`, requireAuth(db), (c) => {
    const { registration, signer } = ownOrGuardedRegistration(db.sql, c.get('userId'), c.req.param('registrationId'));
    return c.json({ _embedded: { bankDocumentResourceList: contractsOf(registration, signer) } });
  });

  app.get(`${base}/contracts/:registrationId/:contractId`, optionalAuth(db), (c) => {
    // optionalAuth checked a sent header; a sent `at` must be a valid access token too.
    const at = c.req.query('at');
    const owner = at === undefined ? undefined : verifyToken(db.sql, at, 'access');
    if (at !== undefined && !owner) throw errors.unauthorized();
    const userId = owner?.userId ?? (c.get('userId') as string | undefined);
    if (userId === undefined) throw errors.unauthorized();
    const { registration, signer } = ownOrGuardedRegistration(db.sql, userId, c.req.param('registrationId'));
    const contract = contractsOf(registration, signer).find((item) => item.contractId === c.req.param('contractId'));
    if (!contract) throw errors.notFound('Contract not found');
    // The holder is the registration's own user (the minor, also in the guardian's copy).
    const { firstName, lastName } = findUserName(db.sql, registration.user.id);
    const holder = [firstName, lastName].filter(Boolean).join(' ') || 'Cliente';
    return c.body(new Uint8Array(renderPdf(contractDocument(contract, holder))), 200, {
      ...PRIVATE_DOCUMENT_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${contract.contractId}.pdf"`,
    });
  });
}
