/**
 * The session flags the start-up rules read (spec §3 session-storage keys, §4 Start-up rules): the URL
 * flags as kept in session storage, plus `isTutor`.
 */
import { readFlag, writeSession, removeSession, sessionStore, type SafeStorage } from '../session/storage';

export interface SessionFlags {
  fromApp: boolean;
  isTutor: boolean;
  bizDI: boolean;
  bizLP: boolean;
  upgrade: boolean;
  upgradeMinor: boolean;
  corporate: boolean;
  updateDocument: boolean;
}

export type SessionFlagKey = keyof SessionFlags;

const FLAG_KEYS = [
  'fromApp',
  'isTutor',
  'bizDI',
  'bizLP',
  'upgrade',
  'upgradeMinor',
  'corporate',
  'updateDocument',
] as const satisfies readonly SessionFlagKey[];

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
  for (const key of FLAG_KEYS) {
    const value = flags[key];
    if (value === true) writeSession(key, 'true', store);
    else if (value === false) removeSession(key, store);
  }
}
