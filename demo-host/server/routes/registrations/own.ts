/**
 * What the registration handlers share: the caller (their user row), the caller's own
 * registration named by `{id}` or `me`, and {@link withOwnRegistration}, the one shape most
 * `POST registrations/{id}/…` handlers have.
 *
 * {@link ownOrGuardedRegistration} / {@link withOwnOrGuardedRegistration} also let a minor's
 * guardian (the user `as-tutor` finds for that MINOR registration) in, with the signer they act as. Only
 * the guardian's routes use them (README "Minor and tutor": the registration lookup, the TUTOR step-9
 * calls, update-registration-progress to steps 9-10, complete-registration); every other route stays
 * owner-only.
 */
import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import type { z } from 'zod';
import { parseJsonBody } from '../../body';
import type { AppEnv } from '../../context';
import type { SandboxDb } from '../../db';
import { ApiError, errors } from '../../errors';
import { settleRegistration } from '../../registrations/signature';
import type { Signer } from '../../registrations/signer';
import { OWNER, TUTOR } from '../../registrations/signer';
import { isTutorOf } from '../../registrations/tutor';
import { findRegistration, listRegistrations } from '../../repositories/registrations';
import { findUserById } from '../../repositories/users';
import type { Registration } from '../../repositories/registrations';
import type { User } from '../../repositories/users';

/** The authenticated caller's user row; a token whose user is gone is a 401. */
export function currentUser(sql: Database.Database, userId: string): User {
  const user = findUserById(sql, userId);
  if (!user) throw errors.unauthorized();
  return user;
}

/**
 * The caller's registration named by `id`: a real id must belong to the caller (someone else's
 * is a 404, not a 403, so ids cannot be probed); `me` is the caller's latest registration. Its
 * certificate-provider signature is settled first (registrations/signature.ts: a finished signature is
 * DONE and the running flag cleared on read).
 */
export function ownRegistration(sql: Database.Database, userId: string, id: string): Registration {
  const registration = id === 'me' ? listRegistrations(sql, userId).at(-1) : findRegistration(sql, id);
  if (!registration || registration.user.id !== userId) throw errors.notFound('Registration not found');
  return settleRegistration(sql, registration);
}

/**
 * "Own registration + parsed body + transaction": resolves the caller's registration from the
 * `{id}` path parameter (404 before the body is read), parses the body with `schema` (400), then
 * runs `run` inside one better-sqlite3 transaction with the registration read again there, and
 * answers its result as JSON.
 *
 * When `run` must keep its writes and still fail (e.g. a wrong one-time code counts an attempt),
 * it returns the {@link ApiError} instead of throwing it: the transaction commits, then the error
 * is thrown. A thrown error rolls everything back.
 */
export async function withOwnRegistration<S extends z.ZodType, T>(
  c: Context<AppEnv>,
  db: SandboxDb,
  schema: S,
  run: (registration: Registration, body: z.output<S>, user: User) => T | ApiError,
): Promise<Response> {
  const userId = c.get('userId');
  const { id } = ownRegistration(db.sql, userId, c.req.param('id') ?? '');
  const body = await parseJsonBody(c, schema);
  const outcome = db.sql.transaction(() => run(ownRegistration(db.sql, userId, id), body, currentUser(db.sql, userId)))();
  if (outcome instanceof ApiError) throw outcome;
  return c.json(outcome);
}

/** A registration the caller may act on, and as whom (./registrations/signer.ts). */
export interface RegistrationAccess {
  registration: Registration;
  signer: Signer;
}

/**
 * The registration named by `id` when it is the caller's own (signer OWNER, as {@link ownRegistration};
 * `me` is always the caller's own) or a MINOR registration the caller is the guardian of (signer TUTOR,
 * registrations/tutor.ts `isTutorOf`, the rule of `as-tutor`). Anyone else: 404. Settled first.
 */
export function ownOrGuardedRegistration(sql: Database.Database, userId: string, id: string): RegistrationAccess {
  const found = id === 'me' ? undefined : findRegistration(sql, id);
  if (found && found.user.id !== userId && isTutorOf(sql, found, userId)) {
    return { registration: settleRegistration(sql, found), signer: TUTOR };
  }
  return { registration: ownRegistration(sql, userId, id), signer: OWNER };
}

/**
 * {@link withOwnRegistration} for the routes a minor's guardian may call too: the registration is the
 * caller's own or one they guard ({@link ownOrGuardedRegistration}), and `run` gets the signer to act as.
 */
export async function withOwnOrGuardedRegistration<S extends z.ZodType, T>(
  c: Context<AppEnv>,
  db: SandboxDb,
  schema: S,
  run: (registration: Registration, body: z.output<S>, user: User, signer: Signer) => T | ApiError,
): Promise<Response> {
  const userId = c.get('userId');
  const { registration: found } = ownOrGuardedRegistration(db.sql, userId, c.req.param('id') ?? '');
  const body = await parseJsonBody(c, schema);
  const outcome = db.sql.transaction(() => {
    const { registration, signer } = ownOrGuardedRegistration(db.sql, userId, found.id);
    return run(registration, body, currentUser(db.sql, userId), signer);
  })();
  if (outcome instanceof ApiError) throw outcome;
  return c.json(outcome);
}
