import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationFixture } from '../../../../test/support/fixtures';
import { expectNoAxeViolations, renderStep } from '../../../../test/support/step';
import { FLOW_STAGE_TITLES, positionOf, ROUTES } from '../../../flows';
import { stageOf } from '../../../flows/engine';
import { clearSession, readSession, writeFlag, writeSession } from '../../../session/storage';
import UpdateDocumentCompleted from './UpdateDocumentCompleted';
import { UPDATE_DOCUMENT_COMPLETED_COPY as COPY } from './copy';

const HOME_BANKING = 'https://homebanking.banca.example/';

const renewal = registrationFixture({ id: 'reg-r', flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL', status: 'COMPLETED', closed: true, currentStep: 2 });

function renderCompleted() {
  const rendered = renderStep({
    screen: 'UpdateDocumentCompleted',
    Component: UpdateDocumentCompleted,
    flow: 'DOCUMENT_RENEWAL',
    registration: renewal,
    config: { homeBankingUrl: HOME_BANKING, publicSiteUrl: 'https://www.banca.example/' },
  });
  const assign = vi.spyOn(rendered.instance.page, 'assign').mockImplementation(() => undefined);
  const exits: unknown[] = [];
  rendered.instance.host.addEventListener('onboarding-exit', (e) => exits.push((e as CustomEvent).detail));
  return { ...rendered, assign, exits };
}

const exit = () => screen.getByRole('button', { name: COPY.exit });

afterEach(() => clearSession());

describe('UpdateDocumentCompleted (spec §4 DOCUMENT_RENEWAL step 2, §2, §9 exit)', () => {
  it('§2 the route hides the header and blocks back; §4 it is DOCUMENT_RENEWAL 2,0, the stepper\'s last stage "Aggiornamento completato"', () => {
    expect(ROUTES.UpdateDocumentCompleted).toMatchObject({ headerHidden: true, backBlocked: true });
    expect(positionOf('DOCUMENT_RENEWAL', 'UpdateDocumentCompleted')).toEqual({ step: 2, substep: 0 });
    expect(FLOW_STAGE_TITLES.DOCUMENT_RENEWAL[stageOf('DOCUMENT_RENEWAL', 2) ?? -1]).toBe('Aggiornamento completato');
    expect(COPY.title).toBe('Aggiornamento completato');
  });

  it('says the new document was received and will be checked, under its heading, with one exit button', () => {
    renderCompleted();
    expect(screen.getByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
    for (const text of COPY.paragraphs) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([COPY.exit]);
  });

  it('§9 on the web the exit clears the session and leaves for home banking (a renewal is a customer\'s)', async () => {
    writeFlag('updateDocument', true);
    writeSession('at', 'secret-access');
    const { user, assign, exits } = renderCompleted();
    await user.click(exit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOME_BANKING));
    expect(readSession('at')).toBeNull();
    expect(exits).toEqual([{ to: 'home-banking', url: HOME_BANKING }]);
  });

  it('§9 inside the app the exit is the bridge message to the app\'s home, and the page stays', async () => {
    writeFlag('updateDocument', true);
    writeFlag('fromApp', true);
    const { user, instance, assign } = renderCompleted();
    const send = vi.spyOn(instance.bridge, 'send');
    await user.click(exit());
    await waitFor(() => expect(send).toHaveBeenCalledWith('exit', { to: 'home' }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('§4/§9 a double click leaves once', async () => {
    writeFlag('updateDocument', true);
    const { user, assign } = renderCompleted();
    await user.dblClick(exit());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('has no axe-core violations', async () => {
    const { container } = renderCompleted();
    await expectNoAxeViolations(container);
  });
});
