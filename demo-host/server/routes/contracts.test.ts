// @vitest-environment node
/**
 * The contracts of step 8 (spec §7 Documents): the list for BankSign/CardSign and each contract as a
 * generated PDF opened with `?at=` (spec §6), the user's name on it and the signature line once signed.
 */
import { describe, expect, it } from 'vitest';
import { SIGNED_LINE } from '../registrations/contracts';
import { api, json, setupSandbox } from '../testing';
import { P16, signEverything, tokenOf } from './registrations/step8-fixtures';

type Contract = { contractId: string; description: string; scope: string; signed: boolean };
const list = async (app: ReturnType<typeof setupSandbox>['app'], token: string, id: string = P16.registrationId) =>
  (await json<{ _embedded: { bankDocumentResourceList: Contract[] } }>(await api(app, `/documents/contracts/${id}`, { token })))._embedded
    .bankDocumentResourceList;

describe('§7 Documents: documents/contracts/{registrationId}', () => {
  it('lists the three ACCOUNT contracts and the chosen card\'s two (named after the card), unsigned', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    expect(await list(app, token)).toEqual([
      { contractId: 'CONTO_CONTRATTO', description: 'Contratto di conto', scope: 'ACCOUNT', signed: false },
      { contractId: 'CONTO_CLAUSOLE', description: 'Approvazione specifica delle clausole (artt. 1341 e 1342 c.c.)', scope: 'ACCOUNT', signed: false },
      { contractId: 'CONTO_PRECONTRATTUALE', description: 'Informativa precontrattuale', scope: 'ACCOUNT', signed: false },
      { contractId: 'CARTA_CONTRATTO', description: 'Contratto della carta prepagata Carta Classica', scope: 'CARD', signed: false },
      { contractId: 'CARTA_SINTESI', description: 'Documento di sintesi della carta', scope: 'CARD', signed: false },
    ]);
  });

  it("marks the signed scopes; someone else's registration is a 404, no token a 401", async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    await signEverything(app, token);
    expect((await list(app, token)).every((c) => c.signed)).toBe(true);
    expect((await api(app, `/documents/contracts/${P16.registrationId}`, { token: await tokenOf(app, '+393331000015') })).status).toBe(404);
    expect((await api(app, `/documents/contracts/${P16.registrationId}`)).status).toBe(401);
  });
});

describe('§7 Documents: documents/contracts/{registrationId}/{contractId}?at=', () => {
  const pdfText = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString('latin1');

  it('§6 opened with the access token as at: a PDF with the title and the user\'s name, "FIRMATO DIGITALMENTE" once signed', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    const open = () => api(app, `/documents/contracts/${P16.registrationId}/CARTA_CONTRATTO?at=${encodeURIComponent(token)}`);
    const res = await open();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await pdfText(res);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Contratto della carta prepagata Carta Classica)');
    expect(text).toContain('Andrea Rinaldi');
    expect(text).not.toContain(SIGNED_LINE);
    await signEverything(app, token);
    expect(await pdfText(await open())).toContain(`(${SIGNED_LINE})`);
  });

  it('works with the Authorization header too; an invalid at or none is a 401, an unknown contract or a foreign registration a 404', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    const path = `/documents/contracts/${P16.registrationId}/CONTO_CONTRATTO`;
    expect((await api(app, path, { token })).status).toBe(200);
    expect((await api(app, `${path}?at=nope`)).status).toBe(401);
    expect((await api(app, path)).status).toBe(401);
    expect((await api(app, `/documents/contracts/${P16.registrationId}/OTHER?at=${token}`)).status).toBe(404);
    const other = await tokenOf(app, '+393331000015');
    expect((await api(app, `${path}?at=${other}`)).status).toBe(404);
  });
});
