/**
 * Static contracts (spec §7 Documents): `GET documents/static-contracts?size=&flow=` (HAL, `_embedded.
 * staticContracts`) and one as a document, `GET documents/static-contracts/{id}`, a generated PDF opened with
 * the access token as `?at=` (spec §6), checked like `documents/terms/{term}`. The list is open to anonymous
 * callers like the terms; a sent token must be valid.
 */
import type { RouteDeps, SandboxApp } from '../context';
import { optionalAuth } from '../context';
import { errors } from '../errors';
import { renderPdf } from '../pdf';
import { findStaticContract, listStaticContracts, STATIC_CONTRACTS_DEFAULT_SIZE } from '../staticContracts';
import type { StaticContractFlow } from '../staticContracts';
import { checkDocumentToken, positiveIntParam, PRIVATE_DOCUMENT_HEADERS } from './document-access';

const FLOWS: readonly StaticContractFlow[] = ['REG_CONS', 'REG_MIN'];

/** Registers the static-contract routes below `base` (`/api/usr/v2/documents`). */
export function registerStaticContractRoutes(app: SandboxApp, db: RouteDeps['db'], base: string): void {
  app.get(`${base}/static-contracts`, optionalAuth(db), (c) => {
    const flowParam = c.req.query('flow');
    if (flowParam !== undefined && !FLOWS.includes(flowParam as StaticContractFlow)) {
      throw errors.badRequest('Query parameter flow must be REG_CONS or REG_MIN');
    }
    const flow = flowParam as StaticContractFlow | undefined;
    const size = positiveIntParam('size', c.req.query('size'), STATIC_CONTRACTS_DEFAULT_SIZE);
    const all = listStaticContracts(flow);
    return c.json({
      _embedded: { staticContracts: all.slice(0, size) },
      page: { size, totalElements: all.length, totalPages: Math.ceil(all.length / size), number: 0 },
    });
  });

  app.get(`${base}/static-contracts/:id`, optionalAuth(db), (c) => {
    checkDocumentToken(db, c.req.query('at'));
    const contract = findStaticContract(c.req.param('id'));
    if (!contract) throw errors.notFound('Static contract not found');
    const pdf = renderPdf({ title: contract.description, paragraphs: contract.paragraphs });
    return c.body(new Uint8Array(pdf), 200, {
      ...PRIVATE_DOCUMENT_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${contract.documentId}.pdf"`,
    });
  });
}
