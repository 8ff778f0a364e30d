/**
 * Help (spec §7 Help): `GET help/book-assistance-options`, `POST bank-transfer/unavailable-dates`
 * and `POST help/book-assistance`, all behind a valid access token (the callback is offered to a logged-in
 * user only, spec §6). Data and rules: help.ts and calendar.ts.
 */
import { parseJsonBody } from '../body';
import { USR_PREFIX } from '../constants';
import { requireAuth } from '../context';
import type { RouteDeps, SandboxApp } from '../context';
import { ASSISTANCE_REASONS, bookAssistance, bookingSchema, TIME_SLOTS, unavailableDatesIn, unavailableDatesSchema } from '../help';
import { currentUser } from './registrations/own';

/** Registers the help routes. */
export function registerHelpRoutes(app: SandboxApp, { db }: RouteDeps): void {
  const auth = requireAuth(db);

  app.get(`${USR_PREFIX}/help/book-assistance-options`, auth, (c) =>
    c.json({ reasons: ASSISTANCE_REASONS, timeSlots: TIME_SLOTS }),
  );

  // Weekends, Italian public holidays and the extra dates of the admin surface, within the window.
  app.post(`${USR_PREFIX}/bank-transfer/unavailable-dates`, auth, async (c) => {
    const { startDate, endDate } = await parseJsonBody(c, unavailableDatesSchema);
    return c.json({ dates: unavailableDatesIn(db.sql, startDate, endDate) });
  });

  app.post(`${USR_PREFIX}/help/book-assistance`, auth, async (c) => {
    const user = currentUser(db.sql, c.get('userId'));
    const body = await parseJsonBody(c, bookingSchema);
    return c.json(bookAssistance(db.sql, user, body));
  });
}
