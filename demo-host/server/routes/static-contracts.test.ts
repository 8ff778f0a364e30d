// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterStaticContracts, STATIC_CONTRACTS_PAGE_SIZE } from '../../../src/api/documents';
import { requiredAccountDocuments } from '../staticContracts';
import type { StaticContract } from '../staticContracts';
import type { ErrorJson } from '../testing';
import { api, json, login, setupSandbox } from '../testing';

type Page = { _embedded: { staticContracts: StaticContract[] }; page: { size: number; totalElements: number } };

const KEPT = ['UNICO_BP', 'UNICO_I', 'GD_AZIENDA', 'GD_PRIVATI', 'UNICO_CSI', 'UNICO_BP_M'];

describe('§7 Documents: GET documents/static-contracts', () => {
  it('§7 flow REG_CONS, size 30: HAL _embedded.staticContracts, with items the client filter drops (status 0, another type)', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/documents/static-contracts?size=30&flow=REG_CONS');
    expect(res.status).toBe(200);
    const body = await json<Page>(res);
    const list = body._embedded.staticContracts;
    expect(list.map((c) => c.documentId)).toEqual([
      'CONTRATTO_CONTO',
      'FOGLIO_INFORMATIVO_CONTO',
      'DOCUMENTO_SINTESI',
      'INF_PCU1',
      'GUIDA_ABF',
      'SERVIZI_PAGAMENTO',
      'CONTRATTO_CONTO_2023',
      'REGOLAMENTO_PROMO',
    ]);
    expect(list[0]).toEqual({ documentId: 'CONTRATTO_CONTO', description: 'Contratto di conto di pagamento', status: 1, type: 'UNICO_BP' });
    expect(list.some((c) => c.status === 0)).toBe(true);
    expect(list.some((c) => !KEPT.includes(c.type))).toBe(true);
    expect(body.page).toMatchObject({ size: 30, totalElements: 8 });
    // What ViewDocumentation must have accepted: the list as the client filters it.
    expect(requiredAccountDocuments('REG_CONS')).toEqual(
      list.filter((c) => c.status === 1 && KEPT.includes(c.type)).map((c) => c.documentId),
    );
  });

  it('§7 flow REG_MIN lists the minor documents; no flow lists every listed one (size 50); size caps the list', async () => {
    const { app } = setupSandbox();
    const minor = await json<Page>(await api(app, '/documents/static-contracts?size=30&flow=REG_MIN'));
    expect(minor._embedded.staticContracts.map((c) => c.documentId)).toContain('CONTRATTO_CONTO_MINORI');
    expect(minor._embedded.staticContracts.map((c) => c.documentId)).not.toContain('GUIDA_ABF');
    const all = await json<Page>(await api(app, '/documents/static-contracts?size=50'));
    expect(all._embedded.staticContracts).toHaveLength(9);
    // The cards' documents are fetched by id only.
    expect(all._embedded.staticContracts.map((c) => c.documentId)).not.toContain('CARTA_CONTRATTO');
    const two = await json<Page>(await api(app, '/documents/static-contracts?size=2&flow=REG_CONS'));
    expect(two._embedded.staticContracts).toHaveLength(2);
    expect(two.page.totalElements).toBe(8);
  });

  it('refuses an unknown flow or a size that is not a positive integer (400 BAD_REQUEST)', async () => {
    const { app } = setupSandbox();
    expect((await api(app, '/documents/static-contracts?flow=REG_X')).status).toBe(400);
    const res = await api(app, '/documents/static-contracts?size=0');
    expect(res.status).toBe(400);
    expect((await json<ErrorJson>(res)).context.code).toBe('BAD_REQUEST');
  });
});

describe('§7 Documents: GET documents/static-contracts/{id} (spec §6: opened with at)', () => {
  it('§6 answers a generated PDF with the title, never cached or referred, with a valid at', async () => {
    const { app } = setupSandbox();
    const { access_token } = await login(app);
    const res = await api(app, `/documents/static-contracts/CONTRATTO_CONTO?at=${encodeURIComponent(access_token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('(Contratto di conto di pagamento) Tj');
  });

  it("§6 a card's document is served by id too; an invalid at is 401; an unknown id is 404", async () => {
    const { app } = setupSandbox();
    expect((await api(app, '/documents/static-contracts/CARTA_FOGLIO_FISICA')).status).toBe(200);
    const bad = await api(app, '/documents/static-contracts/CONTRATTO_CONTO?at=nope');
    expect(bad.status).toBe(401);
    expect((await json<ErrorJson>(bad)).context.code).toBe('UNAUTHORIZED');
    expect((await api(app, '/documents/static-contracts/NOPE')).status).toBe(404);
  });
});

describe('the help panel documentation without a token (a visitor on the landing page)', () => {
  it('§7 Help: size 50 answers anonymously, and every item the client keeps opens without a token', async () => {
    const { app } = setupSandbox();
    expect(STATIC_CONTRACTS_PAGE_SIZE).toBe(50);
    const res = await api(app, `/documents/static-contracts?size=${STATIC_CONTRACTS_PAGE_SIZE}`);
    expect(res.status).toBe(200);
    const kept = filterStaticContracts((await json<Page>(res))._embedded.staticContracts, 'InfoCert');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.map((c) => c.description)).toContain('Informativa privacy InfoCert');
    for (const contract of kept) {
      const doc = await api(app, `/documents/static-contracts/${encodeURIComponent(contract.documentId)}`);
      expect(doc.status, contract.documentId).toBe(200);
      expect(doc.headers.get('content-type'), contract.documentId).toBe('application/pdf');
    }
  });
});
