/**
 * Identity recognition (spec §7 "Identity recognition"): `POST registrations/recog/token`,
 * `POST registrations/recog/start`, `GET registrations/recog/callback`, `GET registrations/recog/document-data`,
 * on the caller's current registration (the paths carry no id: `me`). Beside them the simulated
 * provider's own calls, used by its page `/recognition-provider/?session=<id>` (no bearer: the user is
 * on the provider's site), and the admin switch `POST /__sandbox/recognition/:registrationId`.
 * Rules: registrations/recognition.ts.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { ADMIN_PREFIX } from '../../admin';
import { parseJsonBody } from '../../body';
import { requireAuth } from '../../context';
import { isAllowedOrigin } from '../../cors';
import type { AppEnv, RouteDeps, SandboxApp } from '../../context';
import {
  adminSetRecognition,
  callerRecognition,
  checkReturnUrl,
  PROVIDER_CHOICES,
  recognitionDocumentData,
  recognitionView,
  RecognitionTokens,
  recordProviderChoice,
  registrationOfSession,
  startRecognition,
} from '../../registrations/recognition';
import { requireOpenRenewal } from '../../registrations/renewal';
import { optionalObjectSchema } from '../../registrations/schemas';
import type { Registration } from '../../repositories/registrations';
import { ownRegistration } from './own';

/** Path of the provider page's calls (a simulated third party, under /api so latency and faults apply). */
export const PROVIDER_API = '/api/recognition-provider/sessions';

const required = 'Il campo è obbligatorio';

/** Body of `recog/start`. */
const startSchema = z.object({
  token: z.string({ error: required }).min(1, required),
  returnUrl: z.string({ error: required }).min(1, required).max(2000),
});

/** Body of the provider page's choice. */
const choiceSchema = z.object({ outcome: z.enum(PROVIDER_CHOICES) });

/** Body of the admin switch. */
const adminSchema = z.object({ status: z.enum(['APPROVED', 'REJECTED', 'PENDING']) });

/** Registers the recognition routes below `base` (before the `{id}` patterns) and the provider's and admin's. */
export function registerRecognitionRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);
  const tokens = new RecognitionTokens();
  const recog = `${base}/recog`;
  const origin = (url: string) => new URL(url).origin;
  // The page hosting the element may be on another origin the sandbox allows (cors.ts): the user returns there.
  const returnOrigin = (c: Context<AppEnv>) => {
    const caller = c.req.header('origin');
    return caller && caller !== 'null' && isAllowedOrigin(caller) ? caller : origin(c.req.url);
  };

  app.post(`${recog}/token`, auth, async (c) => {
    await parseJsonBody(c, optionalObjectSchema);
    const registration = ownRegistration(db.sql, c.get('userId'), 'me');
    return c.json({ token: tokens.issue(registration.id) });
  });

  // `recog/start`, and `recog/documentRenewalStart`: the same hand-off for an open document renewal.
  const starting = (check: (registration: Registration) => Registration) => async (c: Context<AppEnv>) => {
    const { token, returnUrl } = await parseJsonBody(c, startSchema);
    const registration = check(ownRegistration(db.sql, c.get('userId'), 'me'));
    const checked = checkReturnUrl(returnUrl, returnOrigin(c));
    tokens.consume(token, registration.id);
    return c.json(startRecognition(db.sql, registration, checked, origin(c.req.url)));
  };
  app.post(`${recog}/start`, auth, starting((registration) => registration));
  app.post(`${recog}/documentRenewalStart`, auth, starting(requireOpenRenewal));

  app.get(`${recog}/callback`, auth, (c) => {
    const registration = ownRegistration(db.sql, c.get('userId'), 'me');
    return c.json(recognitionView(callerRecognition(registration, c.req.query('session'))));
  });

  app.get(`${recog}/document-data`, auth, (c) =>
    c.json(recognitionDocumentData(ownRegistration(db.sql, c.get('userId'), 'me'))),
  );

  // The provider page: what the session is, then the tester's choice.
  app.get(`${PROVIDER_API}/:sessionId`, (c) => {
    const { recognition } = registrationOfSession(db.sql, c.req.param('sessionId'));
    return c.json({ sessionId: recognition.sessionId, status: recognition.status, returnUrl: recognition.returnUrl });
  });

  app.post(`${PROVIDER_API}/:sessionId/outcome`, async (c) => {
    const { outcome } = await parseJsonBody(c, choiceSchema);
    const sessionId = c.req.param('sessionId');
    return c.json(db.sql.transaction(() => recordProviderChoice(db.sql, sessionId, outcome))());
  });

  // Admin: resolve a recognition (e.g. a PENDING one) without the provider page.
  app.post(`${ADMIN_PREFIX}/recognition/:registrationId`, async (c) => {
    const { status } = await parseJsonBody(c, adminSchema);
    const recognition = adminSetRecognition(db.sql, c.req.param('registrationId'), status);
    return c.json({ ok: true, recognition });
  });
}
