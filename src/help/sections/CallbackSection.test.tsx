import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/support/fetch-mock';
import { expectNoAxeViolations } from '../../../test/support/axe';
import { helpDialog, openHelp, renderHelp, type HelpSituation } from '../../../test/support/help';
import { apiError, bodyOf } from '../../../test/support/step';
import { clearSession } from '../../session/storage';
import { HELP_COPY, NOT_AVAILABLE_NOW } from '../copy';

const COPY = HELP_COPY.callback;
const OPTIONS = 'GET /api/usr/v2/help/book-assistance-options';
const DATES = 'POST /api/usr/v2/bank-transfer/unavailable-dates';
const BOOK = 'POST /api/usr/v2/help/book-assistance';

const options = {
  reasons: [
    { id: 1, code: 'conto', description: 'Conto' },
    { id: 3, code: 'altro', description: 'Altro' },
  ],
  timeSlots: [
    { id: 1, from: '09:00', to: '11:00' },
    { id: 2, from: '11:00', to: '13:00' },
    { id: 3, from: '13:00', to: '15:00' },
    { id: 4, from: '15:00', to: '17:00' },
    { id: 5, from: '17:00', to: '19:00' },
  ],
};

const ELIGIBLE: HelpSituation = { fromApp: true, loggedIn: true, step: 3 };

function renderCallback(situation: HelpSituation = ELIGIBLE, book: () => Response | Promise<Response> = () => jsonResponse(200, { id: 'b1' })) {
  return renderHelp(
    {
      ...situation,
      routes: {
        [OPTIONS]: () => jsonResponse(200, options),
        [DATES]: () => jsonResponse(200, { dates: ['2026-11-24'] }),
        [BOOK]: book,
      },
    },
    'callback',
  );
}

const confirm = () => screen.getByRole('button', { name: COPY.confirm });

describe('help panel: callback', () => {
  // Monday 23 November 2026, 16:30 in Rome; the 24th is made unavailable above.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T15:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('§2 Help panel: "Vuoi farti richiamare?" with the service hours and Conferma', async () => {
    renderCallback();
    await openHelp();
    expect(helpDialog(COPY.title)).toHaveTextContent('dal lunedì al venerdì, dalle 9 alle 19');
    expect(confirm()).toBeEnabled();
    await expectNoAxeViolations(helpDialog());
  });

  it('§4 Other states: Conferma books today, the first slot ending later than now, reason altro, notes Onboarding; then "Chiamata prenotata"', async () => {
    const { api } = renderCallback();
    await openHelp();
    await act(async () => fireEvent.click(confirm()));
    // The heading takes the focus once it is rendered (HelpHeading's effect): wait for it, not only for the heading.
    const booked = await screen.findByRole('heading', { name: COPY.bookedTitle });
    await waitFor(() => expect(booked).toHaveFocus());
    expect(helpDialog(COPY.bookedTitle)).toHaveTextContent(COPY.booked);
    expect(bodyOf(api.callsTo(DATES)[0])).toEqual({ startDate: '2026-11-23', endDate: '2026-12-23' });
    expect(bodyOf(api.callsTo(BOOK)[0])).toEqual({ bookDate: '2026-11-23', notes: 'Onboarding', reasonId: 3, timeSlotId: 4 });
    await expectNoAxeViolations(helpDialog());
  });

  it('§3 Session storage keys, bookAssistance: a booking keeps its day; the callback reopened in the session shows it booked and books nothing again', async () => {
    const { api, instance } = renderCallback();
    await openHelp();
    await act(async () => fireEvent.click(confirm()));
    await screen.findByRole('heading', { name: COPY.bookedTitle });
    expect(window.sessionStorage.getItem('bookAssistance')).toBe('2026-11-23');
    // Closing the panel resets it to main (spec §2); the callback opened again reads the key.
    await act(async () => instance.store.actions.closeHelp());
    await openHelp();
    expect(await screen.findByRole('heading', { name: COPY.bookedTitle })).toBeInTheDocument();
    expect(helpDialog(COPY.bookedTitle)).toHaveTextContent(COPY.booked);
    expect(screen.queryByRole('button', { name: COPY.confirm })).toBeNull();
    expect(api.callsTo(BOOK)).toHaveLength(1);
  });

  it('§3 bookAssistance: a call booked for a later day still shows booked; one for a day already past (or junk) offers Conferma again', async () => {
    window.sessionStorage.setItem('bookAssistance', '2026-11-25');
    const later = renderCallback();
    await openHelp();
    expect(await screen.findByRole('heading', { name: COPY.bookedTitle })).toBeInTheDocument();
    later.unmount();
    for (const stale of ['2026-11-22', 'yes']) {
      window.sessionStorage.setItem('bookAssistance', stale);
      const { unmount } = renderCallback();
      await openHelp();
      expect(confirm()).toBeEnabled();
      unmount();
    }
  });

  it('§4 Session: "all stored data is cleared" takes bookAssistance too', () => {
    window.sessionStorage.setItem('bookAssistance', '2026-11-23');
    clearSession();
    expect(window.sessionStorage.getItem('bookAssistance')).toBeNull();
  });

  it('§4 Step submit / §9: a double click sends one booking; the button is disabled with its progress while it runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api } = renderCallback(ELIGIBLE, () => new Promise<Response>((resolve) => (answer = resolve)));
    await openHelp();
    const button = confirm();
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(api.callsTo(BOOK)).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(COPY.sending);
    fireEvent.click(button);
    await act(async () => answer(jsonResponse(200, { id: 'b1' })));
    await screen.findByRole('heading', { name: COPY.bookedTitle });
    expect(api.callsTo(BOOK)).toHaveLength(1);
  });

  it('§8 Callback booking failure: the message is an alert and Conferma works again', async () => {
    let fail = true;
    const { api } = renderCallback(ELIGIBLE, () => (fail ? apiError(500, 'FAULT') : jsonResponse(200, { id: 'b2' })));
    await openHelp();
    await act(async () => fireEvent.click(confirm()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile inviare la richiesta. Riprovare più tardi');
    expect(helpDialog(COPY.title)).toBeInTheDocument();
    await expectNoAxeViolations(helpDialog());
    await waitFor(() => expect(confirm()).toBeEnabled(), { timeout: 2500 });
    fail = false;
    await act(async () => fireEvent.click(confirm()));
    await screen.findByRole('heading', { name: COPY.bookedTitle });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo(BOOK)).toHaveLength(2);
  });

  it('§8 Callback booking failure: a failed options call fails the same way and books nothing', async () => {
    const { api } = renderCallback();
    api.routes[OPTIONS] = () => apiError(503, 'DOWN');
    await openHelp();
    await act(async () => fireEvent.click(confirm()));
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY.failed);
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });

  it.each([
    { fromApp: false, loggedIn: true, step: 3 },
    { fromApp: true, loggedIn: false, step: 3 },
    { fromApp: true, loggedIn: true, step: 2 },
    { fromApp: true, loggedIn: true, step: 4, registration: null },
  ])(
    '§6 Roles: not eligible (from the app $fromApp, logged in $loggedIn, step $step): no Conferma, "Non disponibile in questa fase della registrazione"',
    async (situation) => {
      const { api } = renderCallback(situation);
      await openHelp();
      expect(helpDialog(COPY.title)).toHaveTextContent(NOT_AVAILABLE_NOW);
      expect(screen.queryByRole('button', { name: COPY.confirm })).toBeNull();
      expect(api.callsTo(BOOK)).toHaveLength(0);
      await expectNoAxeViolations(helpDialog());
    },
  );
});
