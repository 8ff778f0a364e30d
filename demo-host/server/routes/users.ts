/**
 * The current user (spec §7 User and lookups): `users/me`, `users/me/details`, `users/me/context`.
 */
import { USR_PREFIX } from '../constants';
import type { RouteDeps, SandboxApp } from '../context';
import { requireAuth } from '../context';
import { errors } from '../errors';
import { findUserById, findUserDetails, findUserProfile, findWalletInstruments } from '../repositories/users';
import type { User } from '../repositories/users';

/** Registers the user routes. */
export function registerUserRoutes(app: SandboxApp, { db }: RouteDeps): void {
  const auth = requireAuth(db);

  const currentUser = (userId: string): User => {
    const user = findUserById(db.sql, userId);
    // The token check already joined the user; this only guards a race with a reset.
    if (!user) throw errors.unauthorized();
    return user;
  };

  // Query `documents=true` is accepted (spec §7); the sandbox has no documents to add yet.
  app.get(`${USR_PREFIX}/users/me`, auth, (c) => c.json(currentUser(c.get('userId'))));

  // Query fatcaGianos/contracts/documents/scans (spec §7) are accepted and ignored.
  app.get(`${USR_PREFIX}/users/me/details`, auth, (c) => {
    const user = currentUser(c.get('userId'));
    const details = findUserDetails(db.sql, user.id);
    // `profile` (sandbox extension) is what the bank already knows of a customer (repositories/users.ts UserProfile).
    return c.json({ user, fatcaCrs: details.fatcaCrs, gianos: details.gianos, profile: findUserProfile(db.sql, user.id) });
  });

  // spec §7 `GET wallet-instruments`: the customer's instruments (e.g. a former minor's prepaid card).
  app.get(`${USR_PREFIX}/wallet-instruments`, auth, (c) =>
    c.json({ walletInstruments: findWalletInstruments(db.sql, currentUser(c.get('userId')).id) }),
  );

  app.get(`${USR_PREFIX}/users/me/context`, auth, (c) => c.json(currentUser(c.get('userId')).context));
}
