/**
 * The upgrades of an existing customer (README "Upgrades"): level B to A
 * (UPGRADE_LEVEL_B_A), minor to major (UPGRADE_MINOR_MAJOR) and a corporate wallet holder opening a consumer
 * wallet (UPGRADE_CORPORATE_CONSUMER). Three parts:
 * - who may start which (`me/start-upgrade-b-to-a`, `me/start-upgrade`, `me/start-add-wallet`) and what the
 *   started registration already carries (the wallet's prepaid card, the known document type); a start that
 *   does not fit the customer is a 409 with one of {@link UPGRADE_CODES};
 * - the customer's known facts (repositories/users.ts UserProfile) standing in for the data steps an upgrade does not ask
 *   again (Citizenship's three fields are checked together; the fiscal code against the birth date);
 * - what `complete-registration` of an upgrade changes on the customer (the answers merged into the profile,
 *   level A; minor to major: no longer a minor; corporate: the consumer wallet becomes the default).
 */
import type Database from 'better-sqlite3';
import { ApiError } from '../errors';
import { ADD_WALLET, UPGRADE_B_TO_A, UPGRADE_MINOR_TO_MAJOR, type StartTemplate } from '../processes';
import { listRegistrations } from '../repositories/registrations';
import {
  findUserById,
  findUserProfile,
  findWalletInstruments,
  markAdult,
  saveAvailableProcesses,
  saveWalletInstruments,
  setDefaultWallet,
  updateUserProfile,
} from '../repositories/users';
import type { Registration } from '../repositories/registrations';
import type { User, UserProfile, WalletInstrument } from '../repositories/users';
import { ageOn } from './fieldRules';

/** The 409 codes of a start process that does not fit the customer (no registration is created). */
export const UPGRADE_CODES = {
  /** `start-upgrade-b-to-a` (or `start-upgrade`, not a former minor) for someone who is not a level-B customer. */
  notLevelB: 'USR_UPGRADE_NOT_LEVEL_B',
  /** A level upgrade without an ENABLED prepaid-card wallet instrument (the upgrade's card is that one). */
  noPrepaidCard: 'USR_UPGRADE_NO_PREPAID_CARD',
  /** `start-upgrade` for a minor who is not 18 yet. */
  notAdult: 'USR_UPGRADE_NOT_ADULT',
  /** `start-add-wallet` for someone who is not a corporate wallet holder allowed a consumer wallet (A, CONSUMER). */
  notCorporate: 'USR_ADD_WALLET_NOT_CORPORATE',
} as const;

/** What a start process knows of the caller. */
export interface Customer {
  user: User;
  registrations: Registration[];
  profile: UserProfile | null;
  instruments: WalletInstrument[];
}

/** The caller as a start process sees them. */
export function customerOf(sql: Database.Database, user: User): Customer {
  return {
    user,
    registrations: listRegistrations(sql, user.id),
    profile: findUserProfile(sql, user.id),
    instruments: findWalletInstruments(sql, user.id),
  };
}

/** The customer's ENABLED prepaid card (spec §7 wallet-instruments: the first PREPAID_CARD ENABLED), as a card resource. */
function walletCard(instruments: WalletInstrument[]): { id: string } | null {
  const card = instruments.find(
    (i) => i.walletInstrumentResource.walletInstrumentType === 'PREPAID_CARD' && i.walletInstrumentResource.state === 'ENABLED',
  );
  const id = card?.walletInstrumentResource.prepaidCardId;
  return id ? { id } : null;
}

/** Whether a registration is a completed minor-to-major upgrade. */
const isCompletedMinorUpgrade = (r: Registration) => r.status === 'COMPLETED' && r.startProfile === 'MINOR' && r.targetProfile === 'CONSUMER';

/**
 * A minor now or before (`profile.formerMinor`, `context.minor`, or a MINOR registration) whose minor-to-major
 * upgrade is not completed yet.
 */
export function isFormerMinor({ user, registrations, profile }: Customer): boolean {
  if (registrations.some(isCompletedMinorUpgrade)) return false;
  return profile?.formerMinor === true || user.context.minor || registrations.some((r) => r.flow === 'MINOR');
}

const refuse = (code: string, message: string) => new ApiError(409, code, message);

/** The level upgrade B to A: a level-B customer, the upgrade's card their wallet's prepaid card. */
export function levelUpgrade({ profile, instruments }: Customer): StartTemplate {
  if (profile?.level !== 'B') throw refuse(UPGRADE_CODES.notLevelB, 'Only a level-B customer can upgrade to level A');
  const prepaidCardResource = walletCard(instruments);
  if (!prepaidCardResource) throw refuse(UPGRADE_CODES.noPrepaidCard, 'The customer has no enabled prepaid card');
  return { ...UPGRADE_B_TO_A, prepaidCardResource };
}

/**
 * The minor-to-major upgrade of a former minor who is 18 now: the wallet's prepaid card (CardCarousel starts on
 * it) and the known document type (the client lands on DocumentData, 2,2).
 */
export function minorUpgrade({ user, profile, instruments }: Customer): StartTemplate {
  const birthDate = profile?.birthDate ?? user.context.userBirthDate;
  if (!birthDate || ageOn(birthDate) < 18) throw refuse(UPGRADE_CODES.notAdult, 'The customer is not 18 yet');
  const documentType = profile?.documentType ?? profile?.document?.documentType ?? null;
  return { ...UPGRADE_MINOR_TO_MAJOR, prepaidCardResource: walletCard(instruments), data: documentType ? { documentType } : {} };
}

/** `start-add-wallet`: a corporate wallet holder with the consumer process (A, CONSUMER) available. */
export function addWallet({ user }: Customer): StartTemplate {
  const corporate = user.defaultWallet?.type === 'CORPORATE';
  const allowed = user.availableProcesses.some((p) => p.level === 'A' && p.profile === 'CONSUMER');
  if (!corporate || !allowed) throw refuse(UPGRADE_CODES.notCorporate, 'Only a corporate wallet holder can add a consumer wallet');
  return ADD_WALLET;
}

export type UpgradeKind = 'LEVEL_B_A' | 'MINOR_MAJOR' | 'CORPORATE_CONSUMER';

/**
 * Which upgrade a registration is, read as the client reads it (spec §4: startLevel B with targetLevel A;
 * start profile MINOR with target CONSUMER; a CONSUMER registration of a corporate wallet holder), or null.
 */
export function upgradeKindOf(registration: Registration, user: User | undefined): UpgradeKind | null {
  if (registration.flow !== 'CONSUMER') return null;
  if (registration.startProfile === 'MINOR' && registration.targetProfile === 'CONSUMER') return 'MINOR_MAJOR';
  if (registration.startLevel === 'B' && registration.targetLevel === 'A') return 'LEVEL_B_A';
  if (user?.defaultWallet?.type === 'CORPORATE') return 'CORPORATE_CONSUMER';
  return null;
}

/** The Citizenship fields and the birth date they are checked against. */
const IDENTITY_KEYS = ['citizenship', 'birthPlace', 'fiscalCode', 'birthDate'] as const;

/**
 * An `update`'s data with the customer's known Citizenship facts under it, on an upgrade: the screen shows a
 * known fact read-only and may send only what it asked, but `update` checks the three fields together (and the
 * fiscal code against the birth date). What the update sends wins. Not an upgrade: the data as sent.
 */
export function withKnownIdentity(sql: Database.Database, registration: Registration, data: Record<string, unknown>): Record<string, unknown> {
  const user = findUserById(sql, registration.user.id);
  const profile = findUserProfile(sql, registration.user.id);
  if (!profile || !upgradeKindOf(registration, user)) return data;
  const known = Object.fromEntries(IDENTITY_KEYS.flatMap((key) => (profile[key] ? [[key, profile[key]]] : [])));
  return { ...known, ...registration.data, ...data };
}

/** The registration `data` keys that are profile facts (repositories/users.ts UserProfile): merged on completion. */
const PROFILE_DATA_KEYS = [
  'firstName',
  'lastName',
  'birthDate',
  'email',
  'emailConfirmed',
  'citizenship',
  'birthPlace',
  'fiscalCode',
  'addresses',
  'documentType',
  'document',
] as const satisfies readonly (keyof UserProfile)[];

/**
 * `complete-registration` of an upgrade (called once, when it becomes COMPLETED; `user` read before the
 * completion changed it): the registration's answers merged into the profile and level A (the target level);
 * the finished process (target level and profile) no longer available; the upgrade's card a wallet instrument.
 * Minor to major: `context.minor` false and `formerMinor` dropped. Corporate: the consumer wallet becomes the
 * default, so the next login goes to online banking (spec §4 Login flow). Nothing for another registration.
 */
export function completeUpgrade(sql: Database.Database, registration: Registration, user: User): void {
  const kind = upgradeKindOf(registration, user);
  if (!kind) return;
  const answers = Object.fromEntries(
    PROFILE_DATA_KEYS.flatMap((key) => (registration.data[key] === undefined || registration.data[key] === null ? [] : [[key, registration.data[key]]])),
  ) as UserProfile;
  // `formerMinor: undefined` drops the key: the profile is stored as JSON.
  updateUserProfile(sql, user.id, {
    ...answers,
    level: registration.targetLevel ?? 'A',
    ...(kind === 'MINOR_MAJOR' ? { formerMinor: undefined } : {}),
  });

  const target = { level: registration.targetLevel ?? 'A', profile: registration.targetProfile ?? 'CONSUMER' };
  const processes = user.availableProcesses.filter((p) => p.level !== target.level || p.profile !== target.profile);
  saveAvailableProcesses(sql, user.id, processes);
  if (kind === 'MINOR_MAJOR') markAdult(sql, user.id);
  if (kind === 'CORPORATE_CONSUMER') setDefaultWallet(sql, user.id, 'CONSUMER');

  const cardId = registration.prepaidCardResource?.id;
  const instruments = findWalletInstruments(sql, user.id);
  if (cardId && !instruments.some((i) => i.walletInstrumentResource.prepaidCardId === cardId)) {
    const card: WalletInstrument = {
      walletInstrumentResource: { id: `wi-${registration.id}`, walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED', prepaidCardId: cardId },
    };
    saveWalletInstruments(sql, user.id, [...instruments, card]);
  }
}
