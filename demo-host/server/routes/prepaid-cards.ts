/**
 * Prepaid cards (spec §7 User and lookups: `GET prepaid-cards`; fields not shown in the spec, the sandbox's
 * are in prepaidCards.ts) and each card's picture, `GET prepaid-cards/{id}/image.svg` (anonymous: an
 * `<img>` sends no bearer token).
 */
import { USR_PREFIX } from '../constants';
import type { RouteDeps, SandboxApp } from '../context';
import { requireAuth } from '../context';
import { errors } from '../errors';
import { cardImageSvg, listPrepaidCards } from '../prepaidCards';

/** Registers the prepaid-card routes. */
export function registerPrepaidCardRoutes(app: SandboxApp, { db }: RouteDeps): void {
  const base = `${USR_PREFIX}/prepaid-cards`;

  // HAL-style like the other lists (the client unwraps `_embedded`).
  app.get(base, requireAuth(db), (c) => {
    const origin = new URL(c.req.url).origin;
    return c.json({ _embedded: { prepaidCards: listPrepaidCards(`${origin}${USR_PREFIX}`) } });
  });

  app.get(`${base}/:id/image.svg`, (c) => {
    const svg = cardImageSvg(c.req.param('id'));
    if (!svg) throw errors.notFound('Prepaid card not found');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });
}
