import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForState } from '../../../test/support/wait';
import { jsonResponse } from '../../../test/support/fetch-mock';
import { expectNoAxeViolations } from '../../../test/support/axe';
import { helpDialog, openHelp, renderHelp } from '../../../test/support/help';
import { HELP_COPY } from '../copy';
import { HELP_DOCUMENTS_DELAY_SECONDS } from '../../flows/timings';
// Loaded ahead, as the panel's idle preload would: the fake clock then decides when the call starts.
import '../../api/documents';

const DOCUMENTS_DELAY_MS = HELP_DOCUMENTS_DELAY_SECONDS * 1000;

const COPY = HELP_COPY.documentation;
const LIST = 'GET /api/usr/v2/documents/static-contracts';

const contracts = {
  staticContracts: [
    { documentId: 'UNICO_1', description: 'Contratto unico', status: 1, type: 'UNICO_BP' },
    { documentId: 'INF_PCU1', description: 'Informativa', status: 1, type: 'UNICO_I' },
    { documentId: 'OLD', description: 'Vecchio', status: 0, type: 'UNICO_BP' },
    { documentId: 'OTHER', description: 'Altro tipo', status: 1, type: 'ALTRO' },
  ],
};

/** Runs the fake clock by `ms` and lets the answers reach the render. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('help panel: documentation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('§2 Help panel: the documentation loads 1 second after the panel mounts, with an announced loading state', async () => {
    const { api } = renderHelp({}, 'documentation');
    api.routes[LIST] = () => jsonResponse(200, contracts);
    await openHelp();
    expect(helpDialog(COPY.title)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: COPY.level })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(COPY.loading);
    await advance(DOCUMENTS_DELAY_MS - 50);
    expect(api.callsTo(LIST)).toHaveLength(0);
    await advance(50);
    await waitForState(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(new URL(api.callsTo(LIST)[0]?.url ?? '', 'http://x').searchParams.get('size')).toBe('50');
    await waitForState(() => screen.getByRole('link', { name: /Contratto unico/ }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    vi.useRealTimers();
    await expectNoAxeViolations(helpDialog());
  });

  it('§7 Documents: the items kept are status 1 of the §7 types, INF_PCU1 relabelled, each opened as a document with at', async () => {
    const { api } = renderHelp({ loggedIn: true }, 'documentation');
    window.sessionStorage.setItem('at', 'tok');
    api.routes[LIST] = () => jsonResponse(200, contracts);
    await openHelp();
    await advance(DOCUMENTS_DELAY_MS);
    const links = await waitForState(() => {
      const found = screen.getAllByRole('link');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(links.map((l) => l.textContent)).toEqual([
      'Contratto unico (si apre in una nuova finestra)',
      'Informativa privacy idnow (si apre in una nuova finestra)',
    ]);
    expect(links[0]).toHaveAttribute('href', '/api/usr/v2/documents/static-contracts/UNICO_1?at=tok');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('§2 Help panel: the 1-second delay counts from the panel mounting, not from opening the section', async () => {
    const { api, instance } = renderHelp({});
    api.routes[LIST] = () => jsonResponse(200, contracts);
    await openHelp();
    await advance(DOCUMENTS_DELAY_MS);
    await waitForState(() => expect(api.callsTo(LIST)).toHaveLength(1));
    await act(async () => instance.store.actions.openHelp('documentation'));
    await waitForState(() => screen.getByRole('link', { name: /Contratto unico/ }));
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('a failed load says so and Riprova loads again', async () => {
    const { api } = renderHelp({}, 'documentation');
    api.routes[LIST] = () => jsonResponse(500, { context: { code: 'E', message: 'down' } });
    await openHelp();
    await advance(DOCUMENTS_DELAY_MS);
    await waitForState(() => expect(screen.getByText(COPY.failed)).toHaveAttribute('role', 'status'));
    vi.useRealTimers();
    await expectNoAxeViolations(helpDialog());
    api.routes[LIST] = () => jsonResponse(200, contracts);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: COPY.retry })));
    expect(await screen.findByRole('link', { name: /Contratto unico/ })).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(2);
  });
});
