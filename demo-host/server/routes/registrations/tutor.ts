/**
 * The minor's guardian: spec §7 `POST registrations/{id}/set-tutor` (the minor names the
 * guardian, who gets an invitation) and `GET registrations/as-tutor` (the guardian finds the minor's
 * registration). Rules: registrations/tutor.ts.
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { setTutor, setTutorSchema, tutoredRegistrations } from '../../registrations/tutor';
import { currentUser, withOwnRegistration } from './own';

/** Registers `as-tutor` and `{id}/set-tutor` below `base`; before the `{id}` lookup (`as-tutor` is no id). */
export function registerTutorRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);

  // The lookup shape of `registrations/me` (spec §3): the client's Registration selection reads it.
  app.get(`${base}/as-tutor`, auth, (c) => {
    const user = currentUser(db.sql, c.get('userId'));
    const registrations = tutoredRegistrations(db.sql, user.id);
    return c.json({ registrations, lastRegistration: registrations[0] ?? null, user, business: null });
  });

  // The guardian's identity; the invitation link points back at this origin.
  app.post(`${base}/:id/set-tutor`, auth, (c) =>
    withOwnRegistration(c, db, setTutorSchema, (registration, body) => setTutor(db.sql, registration, body, new URL(c.req.url).origin)),
  );
}
