import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR } from '../../app/copy';
import { SUCCESS_MODAL } from '../../kit/copy';
import { jsonResponse } from '../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../test/support/fixtures';
import { expectNoAxeViolations } from '../../../test/support/axe';
import { helpDialog, openHelp, renderHelp, type HelpSituation } from '../../../test/support/help';
import { apiError } from '../../../test/support/step';
import { HELP_COPY, PREMIUM_ALREADY_ACTIVE } from '../copy';

const COPY = HELP_COPY.premium;
const ACTIVATE = 'POST /api/usr/v2/registrations/reg-1/activate-premium';

function renderPremium(situation: HelpSituation = { loggedIn: true }, activate: () => Response | Promise<Response> = () => jsonResponse(200, { premiumActivationRequested: true })) {
  return renderHelp({ ...situation, routes: { [ACTIVATE]: activate } }, 'premium');
}

const activateButton = () => screen.getByRole('button', { name: COPY.activate });

describe('help panel: premium', () => {
  it('§2 Premium panel: the question title, first month free then 3,99 € a month, the trial terms and eleven benefits', async () => {
    renderPremium();
    await openHelp();
    const dialog = helpDialog("Vuoi attivare l'abbonamento Premium?");
    expect(dialog).toHaveTextContent('Il primo mese è gratis');
    expect(dialog).toHaveTextContent('3,99 € al mese');
    expect(dialog).toHaveTextContent(/disdire l'abbonamento o cambiare il metodo di addebito/);
    const benefits = screen.getAllByRole('listitem');
    expect(benefits).toHaveLength(11);
    expect(benefits[0]).toHaveTextContent('500');
    expect(activateButton()).toBeEnabled();
    await expectNoAxeViolations(dialog);
  });

  it('§4 Other states: activation sets premiumActivated, shows the success modal and the title becomes the membership name', async () => {
    const { instance, api } = renderPremium();
    await openHelp();
    await act(async () => fireEvent.click(activateButton()));
    await waitFor(() => expect(instance.store.state.premiumActivated).toBe(true));
    expect(api.callsTo(ACTIVATE)).toHaveLength(1);
    expect(instance.store.state.ui.dialog).toMatchObject(SUCCESS_MODAL);
    await act(async () => instance.store.actions.closeDialog());
    expect(helpDialog(COPY.activeTitle)).toBeInTheDocument();
    // The new heading took focus before the success modal opened, so focus comes back to it.
    expect(screen.getByRole('heading', { name: COPY.activeTitle })).toHaveFocus();
    expect(screen.queryByRole('button', { name: COPY.activate })).toBeNull();
    await expectNoAxeViolations(helpDialog());
  });

  it('§4 Step submit / §9: a double click on Attiva Premium sends one request', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api } = renderPremium({ loggedIn: true }, () => new Promise<Response>((resolve) => (answer = resolve)));
    await openHelp();
    const button = activateButton();
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(api.callsTo(ACTIVATE)).toHaveLength(1));
    expect(button).toBeDisabled();
    await act(async () => answer(jsonResponse(200, { premiumActivationRequested: true })));
    expect(api.callsTo(ACTIVATE)).toHaveLength(1);
  });

  it('§8 Premium activation USR_USR_0731: the "Attenzione" dialog and the panel closes', async () => {
    const { instance } = renderPremium({ loggedIn: true }, () => apiError(409, 'USR_USR_0731', [], 'Premium already active'));
    await openHelp();
    await act(async () => fireEvent.click(activateButton()));
    await waitFor(() => expect(instance.store.state.ui.dialog).toMatchObject(PREMIUM_ALREADY_ACTIVE));
    expect(instance.store.state.ui.dialog?.message).toBe("L'abbonamento Premium è stato già attivato correttamente");
    expect(instance.store.state.ui.help).toEqual({ open: false, section: 'main' });
  });

  it('§8 Other premium errors: the default error dialog, the panel stays', async () => {
    const { instance } = renderPremium({ loggedIn: true }, () => apiError(500, 'USR_GEN_0001'));
    await openHelp();
    await act(async () => fireEvent.click(activateButton()));
    await waitFor(() => expect(instance.store.state.ui.dialog).toMatchObject(GENERIC_ERROR));
    expect(instance.store.state.ui.dialog?.errorCode).toBe('trace-USR_GEN_0001');
    expect(instance.store.state.ui.help).toEqual({ open: true, section: 'premium' });
    expect(instance.store.state.premiumActivated).toBe(false);
  });

  it('without a registration there is nothing to activate: a note asks to log in', async () => {
    const { api } = renderPremium({ loggedIn: false });
    await openHelp();
    expect(screen.queryByRole('button', { name: COPY.activate })).toBeNull();
    expect(helpDialog()).toHaveTextContent(COPY.needsLogin);
    expect(api.callsTo(ACTIVATE)).toHaveLength(0);
    await expectNoAxeViolations(helpDialog());
  });

  it('§2 Premium panel: a registration already activated shows the membership name alone, no button', async () => {
    renderPremium({ loggedIn: true, registration: inProgressRegistration({ premiumActivationRequested: true }) });
    await openHelp();
    expect(helpDialog(COPY.activeTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY.activate })).toBeNull();
  });
});
