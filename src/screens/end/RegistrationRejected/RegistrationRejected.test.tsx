import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { writeFlag } from '../../../session/storage';
import { currentPath, expectNoAxeViolations, renderStep } from '../../../../test/support/step';
import { registrationFixture } from '../../../../test/support/fixtures';
import { ROUTES } from '../../../flows';
import RegistrationRejected from './RegistrationRejected';
import { REJECTED_COPY } from './copy';

/** /registrationRejected as a SUSPENDED user reaches it (spec §4 Start-up rules): the wizard was at 1,1. */
const renderRejected = () =>
  renderStep({
    screen: 'RegistrationRejected',
    Component: RegistrationRejected,
    at: { step: 1, substep: 1 },
    registration: registrationFixture(),
  });

describe('RegistrationRejected (spec §2 /registrationRejected, §4 SUSPENDED, §8 USR_REG_6003)', () => {
  it('§2 the route hides the header and blocks back', () => {
    expect(ROUTES.RegistrationRejected).toMatchObject({ headerHidden: true, backBlocked: true });
  });

  it('says the account cannot be opened, under its heading, with two actions', () => {
    renderRejected();
    expect(screen.getByRole('heading', { level: 1, name: REJECTED_COPY.title })).toBeInTheDocument();
    for (const text of REJECTED_COPY.paragraphs) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([REJECTED_COPY.contact, REJECTED_COPY.exit]);
  });

  it('"Contattaci" opens the help panel at its contacts', async () => {
    const { user, instance } = renderRejected();
    await user.click(screen.getByRole('button', { name: REJECTED_COPY.contact }));
    expect(instance.store.state.ui.help).toEqual({ open: true, section: 'contacts' });
  });

  it('"Esci dalla registrazione" on the web clears the session and shows the landing page', async () => {
    const { user, instance } = renderRejected();
    await user.click(screen.getByRole('button', { name: REJECTED_COPY.exit }));
    await waitFor(() => expect(currentPath(instance)).toBe('/'));
    expect(instance.store.state.registrations).toBeFalsy();
  });

  it('"Esci dalla registrazione" inside the app asks the app for its initial view (bridge exit to splash)', async () => {
    writeFlag('fromApp', true);
    onTestFinished(() => writeFlag('fromApp', undefined));
    const { user, instance, wizard } = renderRejected();
    const send = vi.spyOn(instance.bridge, 'send');
    const exit = vi.spyOn(wizard, 'exitToInitialView');
    await user.click(screen.getByRole('button', { name: REJECTED_COPY.exit }));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('exit', { to: 'splash' });
    // The app takes over: the element keeps its state and route.
    expect(currentPath(instance)).toBe('/registrationRejected');
    expect(instance.store.state.registrations).toBeTruthy();
  });

  it('has no axe-core violations', async () => {
    const { container } = renderRejected();
    await expectNoAxeViolations(container);
  });
});
