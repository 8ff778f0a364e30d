/**
 * The seeded personas (DESIGN.md §6: "seeded personas let anyone reach every branch of the
 * start-up rules"). A data table: later issues append personas (phones 3331000001..3331000011)
 * without touching the code below. Seeding is idempotent (fixed ids, INSERT OR IGNORE), so it
 * runs on every open and after `POST /__sandbox/reset`.
 */
import type Database from 'better-sqlite3';
import { insertRegistration, insertUser } from './store';
import type { NewRegistration, NewUser, UserContext } from './store';

/** One seeded person: the user and their registrations (ids fixed so tests can name them). */
export interface SeedPersona {
  /** What the persona demonstrates, for the README's test-values table. */
  description: string;
  user: NewUser & { id: string };
  registrations: (Omit<NewRegistration, 'userId'> & { id: string })[];
}

/** A context with nothing known yet, as for a person who just started registering. */
export function emptyContext(overrides: Partial<UserContext> = {}): UserContext {
  return {
    walletType: null,
    userBirthDate: null,
    gender: null,
    mgmCode: null,
    minor: false,
    gianos: { job: null, activitySector: null },
    ...overrides,
  };
}

/** The demo persona's login: username `+393330000000`, access code `13579`. */
export const DEMO_PHONE = '+393330000000';
/** The demo persona's access code (the login password). */
export const DEMO_ACCESS_CODE = '13579';
/** Fixed ids of the demo persona. */
export const DEMO_USER_ID = 'usr-demo-0000';
export const DEMO_REGISTRATION_ID = 'reg-demo-0000';

/** Every seeded persona. Append new ones at the end. */
export const SEED_PERSONAS: readonly SeedPersona[] = [
  {
    description: 'Consumer who has just pre-registered (phone certified): resumes at step 1.',
    user: {
      id: DEMO_USER_ID,
      phoneNumber: DEMO_PHONE,
      accessCode: DEMO_ACCESS_CODE,
      email: 'demo@example.it',
      firstName: 'Mario',
      lastName: 'Rossi',
      status: 'PENDING',
      defaultWallet: null,
      availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
      context: emptyContext({ userBirthDate: '1985-12-10', gender: 'M' }),
    },
    registrations: [
      {
        id: DEMO_REGISTRATION_ID,
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'CONSUMER_PREREGISTERED',
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 1,
        data: { firstName: 'Mario', lastName: 'Rossi', birthDate: '1985-12-10', email: 'demo@example.it' },
      },
    ],
  },
];

/** Inserts the personas that are not in the database yet; existing rows are left as they are. */
export function seedDatabase(sql: Database.Database, personas: readonly SeedPersona[] = SEED_PERSONAS): void {
  sql.transaction(() => {
    for (const persona of personas) {
      insertUser(sql, persona.user, true);
      // A persona whose phone was taken by a user registered through the API is skipped whole.
      if (sql.prepare('SELECT 1 FROM users WHERE id = ?').get(persona.user.id) === undefined) continue;
      for (const registration of persona.registrations) {
        insertRegistration(sql, { ...registration, userId: persona.user.id }, true);
      }
    }
  })();
}
