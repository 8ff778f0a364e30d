/**
 * The session flags the start-up rules read (spec §3 session-storage keys, §4 Start-up rules): the URL
 * flags as kept in session storage, plus `isTutor`.
 */
import { readFlag, sessionStore, writeFlag, type SafeStorage } from '../session/storage';
import { STARTUP_FLAG_KEYS } from '../session/tokens';

/** The URL start-up flags (fromApp, upgrade, bizLP, bizDI, upgradeMinor, corporate, updateDocument) and isTutor. */
const FLAG_KEYS = [...STARTUP_FLAG_KEYS, 'isTutor'] as const;

type SessionFlagKey = (typeof FLAG_KEYS)[number];

export type SessionFlags = Record<SessionFlagKey, boolean>;

/** Every flag off: a visitor who arrived with a bare URL. */
export const NO_FLAGS: Readonly<SessionFlags> = Object.freeze(
  Object.fromEntries(FLAG_KEYS.map((key) => [key, false])) as unknown as SessionFlags,
);

/** The flags as session storage holds them now. */
export function readSessionFlags(store: SafeStorage = sessionStore()): SessionFlags {
  return Object.fromEntries(FLAG_KEYS.map((key) => [key, readFlag(key, store)])) as unknown as SessionFlags;
}

/** Stores flags the start-up rules derived (spec §4: "sets the upgrade flag", "sets bizLP", …). */
export function writeSessionFlags(flags: Partial<SessionFlags>, store: SafeStorage = sessionStore()): void {
  for (const key of FLAG_KEYS) writeFlag(key, flags[key], store);
}

/**
 * The kind of business the session is registering: a liberal professional with bizLP, otherwise a sole
 * trader (bizDI; spec §4 "A business registration sets bizLP (companyType LP) or bizDI").
 */
export function companyTypeOf(flags: Pick<SessionFlags, 'bizLP'> = readSessionFlags()): 'LP' | 'DI' {
  return flags.bizLP ? 'LP' : 'DI';
}
