/**
 * Documents (spec §7 "Documents"): terms, static contracts, contracts, types and the URL
 * builders for documents opened in a new window with the access token as query `at` (spec §6).
 */
import { USR } from './client';
import type { ApiClient } from './client';
import { StaticContractsResponseSchema, TermsResponseSchema } from './schemas';
import type { StaticContract, Term } from './schemas';
import { DocumentTypesResponseSchema } from './document-schemas';
import type { DocumentTypesResponse } from './document-schemas';
import { GianosDocumentsSchema, type ActivitySector } from './declarations-schemas';
import { ContractsResponseSchema, type ContractDocument } from './certificate-schemas';

/** Spec §9: terms page size. */
const TERMS_PAGE_SIZE = 30;
/** Spec §9: default terms level. */
const DEFAULT_TERMS_LEVEL = 2;
/** Spec §9: static contracts page size without / with a flow filter. */
export const STATIC_CONTRACTS_PAGE_SIZE = 50;
const STATIC_CONTRACTS_FLOW_PAGE_SIZE = 30;

/** Spec §3 flow filter for static contracts. */
export type StaticContractsFlow = 'REG_MIN' | 'REG_CONS';

/** Static-contract types kept by {@link filterStaticContracts} (spec §7). */
const STATIC_CONTRACT_TYPES = ['UNICO_BP', 'UNICO_I', 'GD_AZIENDA', 'GD_PRIVATI', 'UNICO_CSI', 'UNICO_BP_M'] as const;

/** The static contract relabelled with the provider's privacy notice (spec §7). */
const PROVIDER_PRIVACY_DOCUMENT_ID = 'INF_PCU1';

const enc = encodeURIComponent;

/** Path of `GET documents/terms/{term}` (opened as a document: see {@link documentUrl}). */
export function termDocumentPath(term: string): string {
  return `${USR}/documents/terms/${enc(term)}`;
}

/** Path of `GET documents/contracts/{id}/{contractId}` (opened with `at`). */
export function contractDocumentPath(id: string, contractId: string): string {
  return `${USR}/documents/contracts/${enc(id)}/${enc(contractId)}`;
}

/** Spec §6: a document URL with the access token appended as query `at`; unchanged without a token. */
export function documentUrl(url: string, at: string | null | undefined): string {
  if (!at) return url;
  const hashAt = url.indexOf('#');
  const [head, hash] = hashAt >= 0 ? [url.slice(0, hashAt), url.slice(hashAt)] : [url, ''];
  const sep = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?';
  return `${head}${sep}at=${enc(at)}${hash}`;
}

/** Full URL of an API document path with `at` (e.g. `openDocument(api, termDocumentPath(t), at)`). */
export function openableDocumentUrl(api: ApiClient, path: string, at: string | null | undefined): string {
  return documentUrl(api.url(path), at);
}

/** `GET documents/terms?level=…&size=30`: the `terms` list (unfiltered). */
export async function getTerms(api: ApiClient, level: number = DEFAULT_TERMS_LEVEL): Promise<Term[]> {
  const body = await api.get(`${USR}/documents/terms`, {
    query: { level, size: TERMS_PAGE_SIZE },
    schema: TermsResponseSchema,
  });
  return body.terms;
}

/** Spec §7: keeps the terms with radio false and type 0. */
export function filterTerms<T extends Pick<Term, 'radio' | 'type'>>(terms: readonly T[]): T[] {
  return terms.filter((t) => t.radio === false && (t.type === 0 || t.type === '0'));
}

/** `GET documents/static-contracts`: size 50, or size 30 with a flow filter (spec §7, §9). */
export async function getStaticContracts(api: ApiClient, flow?: StaticContractsFlow): Promise<StaticContract[]> {
  const query = flow ? { size: STATIC_CONTRACTS_FLOW_PAGE_SIZE, flow } : { size: STATIC_CONTRACTS_PAGE_SIZE };
  const body = await api.get(`${USR}/documents/static-contracts`, { query, schema: StaticContractsResponseSchema });
  return body.staticContracts;
}

/** The description given to INF_PCU1 (spec §7 "a provider privacy-notice description"). */
function providerPrivacyDescription(providerName: string): string {
  return `Informativa privacy ${providerName}`;
}

/**
 * Spec §7: keeps static contracts with status 1 and a type of {@link STATIC_CONTRACT_TYPES};
 * the INF_PCU1 item is relabelled with the provider's privacy-notice description.
 */
export function filterStaticContracts<C extends Pick<StaticContract, 'documentId' | 'description' | 'status' | 'type'>>(
  contracts: readonly C[],
  providerName: string,
): C[] {
  const types: readonly string[] = STATIC_CONTRACT_TYPES;
  return contracts
    .filter((c) => (c.status === 1 || c.status === '1') && typeof c.type === 'string' && types.includes(c.type))
    .map((c) =>
      c.documentId === PROVIDER_PRIVACY_DOCUMENT_ID ? { ...c, description: providerPrivacyDescription(providerName) } : c,
    );
}

/** Path of `GET documents/static-contracts/{id}`, opened as a document with `at` (ViewDocumentation, CardDocumentation). */
export function staticContractDocumentPath(id: string): string {
  return `${USR}/documents/static-contracts/${enc(id)}`;
}

/** A document as the element lists it: its id, its name and the address it opens at (without `at`). */
export interface OpenableDocument {
  id: string;
  name: string;
  href: string;
}

/**
 * Static contracts (`{ documentId, description }`: the account's, a card's, the help panel's) as documents,
 * each opened as `documents/static-contracts/{id}` with the access token as `at` (spec §6); unnamed, by its id.
 */
export function staticContractDocuments(
  api: ApiClient,
  contracts: readonly { documentId: string; description?: string | null | undefined }[],
): OpenableDocument[] {
  return contracts.map((c) => ({
    id: c.documentId,
    name: c.description ?? c.documentId,
    href: api.url(staticContractDocumentPath(c.documentId)),
  }));
}

/** `GET documents/contracts/{id}`: the contracts to sign (spec §3: embedded in `bankDocumentResourceList`, unwrapped). */
export async function getContracts(api: ApiClient, id: string): Promise<ContractDocument[]> {
  const body = await api.get(`${USR}/documents/contracts/${enc(id)}`, { schema: ContractsResponseSchema });
  return body.bankDocumentResourceList;
}

/** `GET documents/types` -> `{ documentTypes: [{ code, description }] }` (DocumentType, spec §4 CONSUMER 7,0). */
export function getDocumentTypes(api: ApiClient): Promise<DocumentTypesResponse> {
  return api.get(`${USR}/documents/types`, { schema: DocumentTypesResponseSchema });
}

/** `GET documents/gianos`: the activity sectors of the Gianos self-declaration (`{ code, description }`). */
export async function getGianosDocuments(api: ApiClient): Promise<ActivitySector[]> {
  const body = await api.get(`${USR}/documents/gianos`, { schema: GianosDocumentsSchema });
  return body.activitySectors;
}
