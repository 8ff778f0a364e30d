/**
 * Test support for the help panel (spec §2 "Help panel"): renders the panel and the global modal inside a
 * real instance with an opener button, in a chosen situation — from the app or not, logged in or not, with a
 * registration or not, at a step — and a recording fetch answered by per-route handlers.
 */
import { act, screen } from '@testing-library/react';
import { GlobalModal } from '../../src/app/GlobalModal';
import { HelpPanel } from '../../src/app/HelpPanel';
import { useInstance } from '../../src/kit/hooks';
import type { Registration } from '../../src/api/schemas';
import type { HelpSection } from '../../src/state/store';
import { inProgressRegistration } from './fixtures';
import { renderWithInstance } from './render';
import { jsonResponse } from './fetch-mock';
import { mockApi, type ApiRoutes } from './step';

export interface HelpSituation {
  fromApp?: boolean;
  loggedIn?: boolean;
  /** The state's registration; `null` for none. Default: one in progress at step 3 when logged in. */
  registration?: Registration | null;
  /** The wizard's step (default 3). */
  step?: number;
  routes?: ApiRoutes;
}

/** Label of the test's opener button (the header's help icon stands in for it). */
const OPENER = 'Apri aiuto';

function Opener({ section }: { section: HelpSection }) {
  const { instance } = useInstance();
  return (
    <button type="button" onClick={() => instance.store.actions.openHelp(section)}>
      {OPENER}
    </button>
  );
}

export function renderHelp(situation: HelpSituation = {}, opener: HelpSection = 'main') {
  const { fromApp = false, loggedIn = false, step = 3, routes = {} } = situation;
  const registration = situation.registration === undefined ? (loggedIn ? inProgressRegistration() : null) : situation.registration;
  if (fromApp) window.sessionStorage.setItem('fromApp', 'true');
  const api = mockApi({
    'GET /api/usr/v2/documents/static-contracts': () => jsonResponse(200, { staticContracts: [] }),
    ...routes,
  });
  const rendered = renderWithInstance(
    <>
      <Opener section={opener} />
      <HelpPanel />
      <GlobalModal />
    </>,
  );
  const { actions } = rendered.instance.store;
  if (loggedIn) actions.setTokenData({ client_id: 'webapp', user_id: 'user-1' });
  actions.setRegistration(registration);
  actions.setPosition(step, 0);
  return { ...rendered, api };
}

/** Opens the panel the way a user does: focus on the opener, then a click. Returns the opener. */
export async function openHelp(): Promise<HTMLElement> {
  const opener = screen.getByRole('button', { name: OPENER });
  opener.focus();
  await act(async () => opener.click());
  return opener;
}

/** Lets the store's changes reach the render (valtio notifies asynchronously). */
export async function settle(run: () => void = () => undefined): Promise<void> {
  await act(async () => run());
}

/** The help dialog (its accessible name is the section's heading). */
export const helpDialog = (name?: string | RegExp) => screen.getByRole('dialog', name === undefined ? {} : { name });
