// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mandatoryTermIds, TERMS, termsForLevel } from './terms';
import type { Term } from './terms';
import type { ErrorJson } from './testing';
import { api, json, login, setupSandbox } from './testing';

type TermsPage = { _embedded: { terms: Term[] }; page: { size: number; totalElements: number; totalPages: number; number: number } };

const LEVEL_2_IDS = ['PRIVACY_POLICY', 'GENERAL_CONDITIONS', 'MARKETING', 'PROFILING', 'CARD_CONTRACT'];

describe('§7 Documents: GET documents/terms', () => {
  it('§7 Documents: level 2 lists the five terms in order, HAL-style in _embedded.terms, to anonymous callers', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/documents/terms?level=2&size=30');
    expect(res.status).toBe(200);
    const body = await json<TermsPage>(res);
    expect(body._embedded.terms).toEqual([
      {
        id: 'PRIVACY_POLICY',
        description: "Dichiaro di aver letto e compreso l'informativa sul trattamento dei dati personali",
        radio: false,
        type: 0,
        mandatory: true,
      },
      {
        id: 'GENERAL_CONDITIONS',
        description: 'Accetto le condizioni generali del servizio e del conto di pagamento',
        radio: false,
        type: 0,
        mandatory: true,
      },
      {
        id: 'MARKETING',
        description: 'Acconsento a ricevere comunicazioni commerciali e offerte promozionali',
        radio: false,
        type: 0,
        mandatory: false,
      },
      { id: 'PROFILING', description: 'Acconsento alla profilazione per offerte personalizzate', radio: true, type: 0, mandatory: false },
      { id: 'CARD_CONTRACT', description: 'Contratto della carta prepagata', radio: false, type: 1, mandatory: true },
    ]);
    expect(body.page).toEqual({ size: 30, totalElements: 5, totalPages: 1, number: 0 });
  });

  it('§7 Terms list: the client filter (radio false, type 0) keeps PRIVACY_POLICY, GENERAL_CONDITIONS and MARKETING', async () => {
    const { app } = setupSandbox();
    const body = await json<TermsPage>(await api(app, '/documents/terms'));
    expect(body._embedded.terms.filter((t) => !t.radio && t.type === 0).map((t) => t.id)).toEqual([
      'PRIVACY_POLICY',
      'GENERAL_CONDITIONS',
      'MARKETING',
    ]);
  });

  it('§9 terms page size 30, default level 2: no query means level 2 and size 30', async () => {
    const { app } = setupSandbox();
    const body = await json<TermsPage>(await api(app, '/documents/terms'));
    expect(body._embedded.terms.map((t) => t.id)).toEqual(LEVEL_2_IDS);
    expect(body.page.size).toBe(30);
  });

  it('size caps the list; totalElements still counts every term of the level', async () => {
    const { app } = setupSandbox();
    const body = await json<TermsPage>(await api(app, '/documents/terms?size=2'));
    expect(body._embedded.terms.map((t) => t.id)).toEqual(['PRIVACY_POLICY', 'GENERAL_CONDITIONS']);
    expect(body.page).toEqual({ size: 2, totalElements: 5, totalPages: 3, number: 0 });
  });

  it('level 1 lists only PRIVACY_POLICY and GENERAL_CONDITIONS; any other level lists nothing', async () => {
    const { app } = setupSandbox();
    const one = await json<TermsPage>(await api(app, '/documents/terms?level=1'));
    expect(one._embedded.terms.map((t) => t.id)).toEqual(['PRIVACY_POLICY', 'GENERAL_CONDITIONS']);
    const three = await json<TermsPage>(await api(app, '/documents/terms?level=3'));
    expect(three._embedded.terms).toEqual([]);
    expect(three.page.totalElements).toBe(0);
  });

  it.each(['level=0', 'level=-1', 'level=two', 'level=1.5', 'size=0', 'size=', 'size=10abc'])(
    'a level or size that is not a positive integer (%s) is 400 BAD_REQUEST',
    async (query) => {
      const { app } = setupSandbox();
      const res = await api(app, `/documents/terms?${query}`);
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).context.code).toBe('BAD_REQUEST');
    },
  );

  it('accepts a valid token and refuses a stale one with 401 (it drives the client refresh)', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    expect((await api(app, '/documents/terms', { token })).status).toBe(200);
    const res = await api(app, '/documents/terms', { token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect((await json<ErrorJson>(res)).context.code).toBe('UNAUTHORIZED');
  });

  it('the term table: mandatory consents of level 2 are the two shown checkboxes (the contract is signed later)', () => {
    expect(TERMS.map((t) => t.id)).toEqual(LEVEL_2_IDS);
    expect(mandatoryTermIds(2)).toEqual(['PRIVACY_POLICY', 'GENERAL_CONDITIONS']);
    expect(mandatoryTermIds(1)).toEqual(['PRIVACY_POLICY', 'GENERAL_CONDITIONS']);
    expect(mandatoryTermIds(7)).toEqual([]);
    expect(termsForLevel(7)).toEqual([]);
  });
});

describe('§7 Documents: GET documents/terms/{term}', () => {
  it('§7 Documents: answers a self-contained Italian HTML document titled with the term description', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/documents/terms/PRIVACY_POLICY');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html.startsWith('<!doctype html>\n<html lang="it">')).toBe(true);
    const description = "Dichiaro di aver letto e compreso l'informativa sul trattamento dei dati personali";
    expect(html).toContain(`<title>${description}</title>`);
    expect(html).toContain(`<h1>${description}</h1>`);
    expect((html.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(2);
    // No scripts and nothing loaded from elsewhere.
    expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|href=|https?:/i);
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  });

  it.each(TERMS.map((t) => [t.id, t.description] as const))('serves a document for %s', async (id, description) => {
    const { app } = setupSandbox();
    const res = await api(app, `/documents/terms/${id}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<h1>${description}</h1>`);
  });

  it('§6 Documents open with the access token appended as at: a valid at is accepted, an invalid one is 401', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    expect((await api(app, `/documents/terms/GENERAL_CONDITIONS?at=${encodeURIComponent(token)}`)).status).toBe(200);
    const res = await api(app, '/documents/terms/GENERAL_CONDITIONS?at=expired-or-forged');
    expect(res.status).toBe(401);
    expect((await json<ErrorJson>(res)).context.code).toBe('UNAUTHORIZED');
    // A refresh token is not an access token.
    const { refresh_token: refresh } = await login(app);
    expect((await api(app, `/documents/terms/GENERAL_CONDITIONS?at=${encodeURIComponent(refresh)}`)).status).toBe(401);
  });

  it('an unknown term is 404 NOT_FOUND (ids are case-sensitive)', async () => {
    const { app } = setupSandbox();
    for (const id of ['NO_SUCH_TERM', 'privacy_policy']) {
      const res = await api(app, `/documents/terms/${id}`);
      expect(res.status).toBe(404);
      expect((await json<ErrorJson>(res)).context.code).toBe('NOT_FOUND');
    }
  });
});
