/**
 * The tests shared by the minor's two signature screens (MINOR 6,0 MinorBankSign and 7,0
 * MinorCardSign: the kit's ContractSignStep in its code mode, no certificate): the step contract, the code
 * sent once per arrival, the sign call with the code, a refused code under its field, the scope already
 * signed, a running signature followed. Each screen's test file calls it once with its scope.
 */
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { ContractScope } from '../../src/api/certificate-schemas';
import { pathOf, positionOf, type ScreenId } from '../../src/flows';
import { SIGNATURE_CODE_COPY, SIGNATURE_COPY } from '../../src/kit/copy';
import { acknowledgementLabel } from '../../src/kit/connected/DocumentChecklist';
import type { ScreenProps } from '../../src/kit/screen';
import { minLengthMessage } from '../../src/validation/messages';
import { jsonResponse } from './fetch-mock';
import { inProgressRegistration } from './fixtures';
import { answer, signStatus, SIGN_ROUTES as R } from './signature';
import { apiError, bodyOf, currentPath, expectFieldError, expectNoAxeViolations, positionNow, renderStep, USR_API, type ApiRoutes } from './step';
import { describeStepContract } from './step-contract';

export const minorRegistration = inProgressRegistration({ id: 'reg-1', flow: 'MINOR', status: 'MINOR_IN_PROGRESS', currentStep: 6 });
export const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;

const CONTRACTS = [
  { contractId: 'acc-1', description: 'Contratto di conto per minori', scope: 'ACCOUNT', signed: false },
  { contractId: 'acc-2', description: 'Informativa precontrattuale', scope: 'ACCOUNT', signed: false },
  { contractId: 'card-1', description: 'Contratto della carta prepagata Carta Blu', scope: 'CARD', signed: false },
  { contractId: 'card-2', description: 'Foglio informativo della carta', scope: 'CARD', signed: false },
];
const PHONE = '+39 333 ***4567';
const WRONG_CODE = 'Il codice inserito non è corretto';

export interface MinorSignCase {
  screen: ScreenId;
  Component: ComponentType<ScreenProps>;
  scope: ContractScope;
  next: ScreenId;
  /** The spec section of the screen, for the titles ('§4 MINOR 6,0'). */
  section: string;
}

export function describeMinorSign({ screen: id, Component, scope, next, section }: MinorSignCase): void {
  const mine = CONTRACTS.filter((c) => c.scope === scope);
  const before = scope === 'CARD' ? { account: true } : {};
  const idle = signStatus({}, before);
  const running = (progress: number) => signStatus({ status: 'RUNNING', operation: 'SIGN_AND_ASSERT_AUTH', scope, progress }, before);
  const done = signStatus(
    { status: 'DONE', operation: 'SIGN_AND_ASSERT_AUTH', scope, progress: 100 },
    { ...before, [scope === 'CARD' ? 'card' : 'account']: true },
  );
  const ROUTES: ApiRoutes = {
    [R.signStatus]: answer(idle),
    [R.contracts]: answer({ _embedded: { bankDocumentResourceList: CONTRACTS } }),
    [R.sendOtp]: answer({ sent: true, phoneNumber: PHONE }),
    [R.signAndAssertAuth]: answer(done),
    [PROGRESS]: (call) => jsonResponse(200, { ...minorRegistration, currentStep: (bodyOf(call) as { step: number }).step }),
  };
  const box = (index: number) => screen.getByRole('checkbox', { name: acknowledgementLabel(mine[index]!.description) });
  const code = () => screen.getByLabelText(SIGNATURE_CODE_COPY.label);
  const firma = () => screen.getByRole('button', { name: SIGNATURE_COPY.sign });
  const listed = () => waitFor(() => expect(box(0)).toBeInTheDocument());
  const fill = async (user: { click: (e: Element) => Promise<void>; type: (e: Element, text: string) => Promise<void> }) => {
    for (let i = 0; i < mine.length; i++) await user.click(box(i));
    await user.type(code(), '123456');
  };
  const render = (api: ApiRoutes = {}) =>
    renderStep({
      screen: id,
      Component,
      flow: 'MINOR',
      registration: minorRegistration,
      api: { ...ROUTES, ...api },
      others: { [next]: () => <p>{next}</p> },
    });

  describeStepContract({
    screen: id,
    Component,
    flow: 'MINOR',
    next,
    registration: minorRegistration,
    api: ROUTES,
    submitLabel: SIGNATURE_COPY.sign,
    ready: listed,
    fill,
    invalid: { input: code, keys: '{Backspace}', message: minLengthMessage(6) },
    submitRoute: R.signAndAssertAuth,
    serverField: { code: 'USR_REG_OTP_INVALID', field: 'otp', message: WRONG_CODE, input: code },
  });

  describe(`${id} (spec ${section}; the minor signs with an SMS code, no certificate)`, () => {
    it(`${section} only the ${scope} contracts, one box each; one code is sent on arrival and says where it went`, async () => {
      const { api } = render();
      await listed();
      expect(screen.getAllByRole('checkbox')).toHaveLength(mine.length);
      await waitFor(() => expect(screen.getByText(SIGNATURE_CODE_COPY.sentTo(PHONE))).toHaveAttribute('role', 'status'));
      expect(api.callsTo(R.sendOtp)).toHaveLength(1);
      expect(api.callsTo(R.certificateStatus)).toHaveLength(0);
      expect(screen.getByRole('button', { name: SIGNATURE_CODE_COPY.resend })).toBeDisabled();
    });

    it(`${section} Firma sends sign-and-assert-auth {scope ${scope}, contractIds, otp} and moves on to ${next}`, async () => {
      const { user, api, instance } = render();
      await listed();
      await fill(user);
      await waitFor(() => expect(firma()).toBeEnabled());
      await user.click(firma());
      await waitFor(() => expect(currentPath(instance)).toBe(pathOf(next, instance.providers)));
      expect(positionNow(instance)).toEqual(positionOf('MINOR', next));
      expect(api.callsTo(R.signAndAssertAuth).map(bodyOf)).toEqual([{ scope, contractIds: mine.map((c) => c.contractId), otp: '123456' }]);
    });

    it('§5 a refused code shows under the code field; the boxes and the code are kept', async () => {
      const { user, instance } = render({ [R.signAndAssertAuth]: () => apiError(400, 'USR_REG_OTP_INVALID', [{ field: 'otp', message: WRONG_CODE }]) });
      await listed();
      await fill(user);
      await waitFor(() => expect(firma()).toBeEnabled());
      await user.click(firma());
      await expectFieldError(code(), WRONG_CODE);
      expect(code()).toHaveValue('123456');
      expect(box(0)).toBeChecked();
      expect(currentPath(instance)).toBe(pathOf(id, instance.providers));
    });

    it(`${section} arriving with the ${scope} contracts already signed moves on and sends no code`, async () => {
      const { api, instance } = render({ [R.signStatus]: answer(done) });
      await waitFor(() => expect(currentPath(instance)).toBe(pathOf(next, instance.providers)));
      expect(api.callsTo(R.sendOtp)).toHaveLength(0);
      expect(api.callsTo(R.signAndAssertAuth)).toHaveLength(0);
    });

    it(`${section} a signature found running is followed, never signed again`, async () => {
      const { api, instance } = render({ [R.signStatus]: answer(running(40)) });
      await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
      api.routes[R.signStatus] = answer(done);
      await waitFor(() => expect(currentPath(instance)).toBe(pathOf(next, instance.providers)), { timeout: 3000 });
      expect(api.callsTo(R.signAndAssertAuth)).toHaveLength(0);
    });

    it('has no axe-core violations with the code sent', async () => {
      const { container } = render();
      await listed();
      await waitFor(() => expect(screen.getByText(SIGNATURE_CODE_COPY.sentTo(PHONE))).toBeInTheDocument());
      await expectNoAxeViolations(container);
    });
  });
}
