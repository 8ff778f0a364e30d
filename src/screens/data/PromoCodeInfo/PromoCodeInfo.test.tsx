import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EmailForm from '../EmailForm/EmailForm';
import PromoCodeInfo from './PromoCodeInfo';
import { currentPath, expectNoAxeViolations, positionNow, renderStep } from '../../../../test/support/step';
import { EMAIL_COPY } from '../EmailForm/copy';
import { PROMO_INFO_COPY } from './copy';

/** /promoCodeInfo as EmailForm's link shows it: the wizard stays at EmailForm (1,2). */
const renderPromoCodeInfo = () =>
  renderStep({
    screen: 'PromoCodeInfo',
    Component: PromoCodeInfo,
    at: { step: 1, substep: 2 },
    draft: { email: 'mario.rossi@example.com', phoneNumber: '3331234567', mgmCode: 'AMICO10' },
    others: { EmailForm },
  });

describe('/promoCodeInfo (spec §2 data steps)', () => {
  it('explains the optional promo code (MGM_CODE, alphanumeric)', () => {
    renderPromoCodeInfo();
    expect(screen.getByRole('heading', { level: 1, name: PROMO_INFO_COPY.title })).toBeInTheDocument();
    expect(screen.getByText(/non è obbligatorio/)).toBeInTheDocument();
    expect(screen.getByText(/lettere e numeri/)).toBeInTheDocument();
  });

  it('its button returns to /emailForm (1,2), where the draft values are shown again', async () => {
    const { user, instance, api } = renderPromoCodeInfo();
    await user.click(screen.getByRole('button', { name: PROMO_INFO_COPY.back }));
    await waitFor(() => expect(currentPath(instance)).toBe('/emailForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 2 });
    expect(screen.getByLabelText(EMAIL_COPY.email)).toHaveValue('mario.rossi@example.com');
    expect(screen.getByLabelText(EMAIL_COPY.mgmCode)).toHaveValue('AMICO10');
    expect(api.calls).toEqual([]);
  });

  it('has no axe-core violations', async () => {
    const { container } = renderPromoCodeInfo();
    await expectNoAxeViolations(container);
  });
});
