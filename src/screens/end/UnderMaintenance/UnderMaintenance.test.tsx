import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { currentPath, expectNoAxeViolations, positionNow, renderStep, USR_API } from '../../../../test/support/step';
import { MAINTENANCE_CODE } from '../../../api/errors';
import { ROUTES } from '../../../flows';
import PrivacyForm from '../../data/PrivacyForm/PrivacyForm';
import UnderMaintenance from './UnderMaintenance';
import { MAINTENANCE_COPY } from './copy';

const TERMS = `GET ${USR_API}/documents/terms`;
/** The sandbox's maintenance answer (demo-host/server/README.md "Maintenance"): 503, Retry-After, code SYS_MAINTENANCE. */
const maintenance = () =>
  jsonResponse(503, { trace: 'trace-maint', context: { code: MAINTENANCE_CODE, message: 'Servizio in manutenzione' } });

const renderMaintenance = () =>
  renderStep({ screen: 'UnderMaintenance', Component: UnderMaintenance, at: { step: 1, substep: 3 } });

describe('UnderMaintenance (spec §2 /manutenzione-in-corso)', () => {
  it('§2 the route hides the header and blocks back', () => {
    expect(ROUTES.UnderMaintenance).toMatchObject({ path: '/manutenzione-in-corso', headerHidden: true, backBlocked: true });
  });

  it('says the service is paused, under its heading; "Riprova" loads the page again', async () => {
    const { user, instance } = renderMaintenance();
    expect(screen.getByRole('heading', { level: 1, name: MAINTENANCE_COPY.title })).toBeInTheDocument();
    for (const text of MAINTENANCE_COPY.paragraphs) expect(screen.getByText(text)).toBeInTheDocument();
    const reload = vi.spyOn(instance.page, 'reload').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: MAINTENANCE_COPY.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('§2 under maintenance: a call answered with the maintenance signal shows this screen, with no error dialog, and the wizard stays', async () => {
    const { instance, wizard } = renderStep({
      screen: 'PrivacyForm',
      Component: PrivacyForm,
      api: { [TERMS]: maintenance },
      others: { UnderMaintenance },
    });
    const errors = vi.fn();
    instance.host.addEventListener('onboarding-error', errors);
    await waitFor(() => expect(currentPath(instance)).toBe('/manutenzione-in-corso'));
    expect(screen.getByRole('heading', { level: 1, name: MAINTENANCE_COPY.title })).toBeInTheDocument();
    expect(instance.store.state.ui.dialog).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    // The position the customer had is kept for "Riprova"; the wizard refuses to move meanwhile.
    expect(positionNow(instance)).toEqual({ step: 1, substep: 3 });
    await expect(wizard.submit({ force: true })).resolves.toBe(false);
    wizard.goTo({ step: 1, substep: 4 });
    expect(currentPath(instance)).toBe('/manutenzione-in-corso');
  });

  it('a 503 without the maintenance code is an ordinary failure (the screen shows its own error)', async () => {
    const { instance } = renderStep({
      screen: 'PrivacyForm',
      Component: PrivacyForm,
      api: { [TERMS]: () => jsonResponse(503, { context: { code: 'SYS_UNAVAILABLE', message: 'x' } }) },
      others: { UnderMaintenance },
    });
    await screen.findByRole('button', { name: 'Riprova' });
    expect(currentPath(instance)).toBe('/privacyForm');
    expect(instance.store.state.ui.maintenance).toBe(false);
  });

  it('has no axe-core violations', async () => {
    const { container } = renderMaintenance();
    await expectNoAxeViolations(container);
  });
});
