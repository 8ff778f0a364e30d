/**
 * Users and lookups (spec §7 "User and lookups"); paths verbatim under `/usr/v2/`.
 */
import { USR } from './client';
import type { ApiClient } from './client';
import { FiscalCodeLookupSchema, UserDetailsSchema, UserSchema, WalletInstrumentsSchema } from './schemas';
import type { FiscalCodeLookup, User, UserDetails, WalletInstrument } from './schemas';
import { PrepaidCardsResponseSchema } from './cards-schemas';
import type { PrepaidCard } from './cards-schemas';

/** `GET users/me?documents=true`: the current user (spec §3 User). */
export function getMe(api: ApiClient): Promise<User> {
  return api.get(`${USR}/users/me`, { query: { documents: true }, schema: UserSchema });
}

/** `GET users/me/details` with fatcaGianos, contracts, documents and scans all true. */
export function getMeDetails(api: ApiClient): Promise<UserDetails> {
  return api.get(`${USR}/users/me/details`, {
    query: { fatcaGianos: true, contracts: true, documents: true, scans: true },
    schema: UserDetailsSchema,
  });
}

/** `GET users/me/context`, called before opening a dynamic document (shape not shown). */
export function getUserContext(api: ApiClient): Promise<unknown> {
  return api.get(`${USR}/users/me/context`);
}

/** `GET prepaid-cards` (fields not shown in the spec: the sandbox's, src/api/cards-schemas.ts), unwrapped. */
export async function getPrepaidCards(api: ApiClient): Promise<PrepaidCard[]> {
  const body = await api.get(`${USR}/prepaid-cards`, { schema: PrepaidCardsResponseSchema });
  return body.prepaidCards;
}

/** `GET wallet-instruments`: the `walletInstruments` list. */
export async function getWalletInstruments(api: ApiClient): Promise<WalletInstrument[]> {
  const body = await api.get(`${USR}/wallet-instruments`, { schema: WalletInstrumentsSchema });
  return body.walletInstruments;
}

/**
 * Spec §7: the first wallet instrument with type PREPAID_CARD and state ENABLED. Type and state
 * are read from `walletInstrumentResource` (spec §3), else from the item itself.
 */
export function pickPrepaidCard<W extends WalletInstrument>(list: readonly W[]): W | undefined {
  return list.find((item) => {
    const resource = item.walletInstrumentResource;
    const type = resource?.walletInstrumentType ?? item.walletInstrumentType;
    const state = resource?.state ?? item.state;
    return type === 'PREPAID_CARD' && state === 'ENABLED';
  });
}

/** `GET lookups/fiscal-code?fiscalCode=…` (response not shown in the spec: the sandbox's decoded code). */
export function lookupFiscalCode(api: ApiClient, fiscalCode: string): Promise<FiscalCodeLookup> {
  return api.get(`${USR}/lookups/fiscal-code`, { query: { fiscalCode }, schema: FiscalCodeLookupSchema });
}
