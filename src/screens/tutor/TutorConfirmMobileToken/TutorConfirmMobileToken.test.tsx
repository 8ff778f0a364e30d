/**
 * TutorConfirmMobileToken (spec §4 TUTOR 9,5) is ConfirmMobileToken registered under the Tutor id (registry):
 * the guardian activates their own mobile token, which makes the minor's registration CONTRACTS_SIGNED; the
 * last substep of step 9, so the wizard saves progress 10 and shows RegistrationCompleted.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { answer, signStatus, SIGN_ROUTES as R } from '../../../../test/support/signature';
import { bodyOf, currentPath, positionNow, renderStep, USR_API, type ApiHandler, type ApiRoutes } from '../../../../test/support/step';
import { describeStepContract, proceed } from '../../../../test/support/step-contract';
import { FLOW_NAMES, pathOf } from '../../../flows';
import { minLengthMessage } from '../../../validation/messages';
import ConfirmMobileToken from '../../consumer/ConfirmMobileToken/ConfirmMobileToken';
import { MOBILE_TOKEN_COPY as COPY } from '../../consumer/ConfirmMobileToken/copy';
import { isBuiltFor, SCREEN_REGISTRY } from '../../registry';

const SEND = `POST ${USR_API}/registrations/reg-1/mobile-token/send-otp`;
const ACTIVATE = `POST ${USR_API}/registrations/reg-1/mobile-token/activate`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
const PHONE = '+39 333 ***0000';
const WRONG = 'Il codice inserito non è corretto';

/** The minor's registration as the guardian loads it: the MINOR's own mobile token is active (7,2), not the guardian's. */
const registration = inProgressRegistration({ id: 'reg-1', flow: 'MINOR', currentStep: 9, data: { mobileTokenActive: true } });
const signedByGuardian = { ...registration, status: 'CONTRACTS_SIGNED', data: { mobileTokenActive: true, tutorMobileTokenActive: true } };
const sendOk: ApiHandler = () => jsonResponse(200, { sent: true, phoneNumber: PHONE });
const activateOk: ApiHandler = () => jsonResponse(200, signedByGuardian);
const progressOk: ApiHandler = (call) => jsonResponse(200, { ...signedByGuardian, currentStep: (bodyOf(call) as { step: number }).step });
const allSigned = signStatus({ status: 'DONE' }, { certificate: true, account: true, card: true }, true);
const ROUTES: ApiRoutes = { [SEND]: sendOk, [ACTIVATE]: activateOk, [PROGRESS]: progressOk, [R.signStatus]: answer(allSigned) };

const code = () => screen.getByLabelText(COPY.label);
const codeSent = () => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COPY.sentTo(PHONE)));
const renderTutor = (reg = registration) =>
  renderStep({
    screen: 'TutorConfirmMobileToken',
    Component: ConfirmMobileToken,
    flow: 'TUTOR',
    registration: reg,
    api: ROUTES,
    others: { RegistrationCompleted: () => <p>RegistrationCompleted</p> },
  });

describeStepContract({
  screen: 'TutorConfirmMobileToken',
  Component: ConfirmMobileToken,
  flow: 'TUTOR',
  next: 'RegistrationCompleted',
  registration,
  api: ROUTES,
  ready: codeSent,
  fill: (user) => user.type(code(), '123456'),
  invalid: { input: code, keys: '{Backspace}', message: minLengthMessage(6) },
  submitRoute: ACTIVATE,
  serverField: { code: 'USR_REG_OTP_INVALID', field: 'otp', message: WRONG, input: code },
});

describe('TutorConfirmMobileToken (spec §4 TUTOR 9,5)', () => {
  it('§4 TUTOR: the registry shows ConfirmMobileToken for TUTOR only, under the same heading', () => {
    expect(SCREEN_REGISTRY.TutorConfirmMobileToken).toMatchObject({ kind: 'built', title: COPY.title });
    expect(FLOW_NAMES.filter((flow) => isBuiltFor('TutorConfirmMobileToken', flow))).toEqual(['TUTOR']);
  });

  it("§4 TUTOR: the minor's own active token does not count; the guardian's code is sent once and asked", async () => {
    const { api } = renderTutor();
    await codeSent();
    expect(code()).toBeInTheDocument();
    expect(screen.queryByText(COPY.active)).toBeNull();
    expect(api.callsTo(SEND)).toHaveLength(1);
  });

  it('§4 TUTOR: activate {otp} (the minor\'s registration CONTRACTS_SIGNED), then progress 10 is saved and RegistrationCompleted (10,0) shows', async () => {
    const { user, api, instance } = renderTutor();
    await codeSent();
    await user.type(code(), '123456');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('RegistrationCompleted', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 10, substep: 0 });
    expect(bodyOf(api.callsTo(ACTIVATE)[0])).toEqual({ otp: '123456' });
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toMatchObject({ step: 10 });
    expect(instance.store.state.registrations?.status).toBe('CONTRACTS_SIGNED');
  });

  it("§4 TUTOR: with the guardian's token already active (a reload) nothing is sent and Prosegui only moves on", async () => {
    const { user, api, instance } = renderTutor(signedByGuardian);
    await waitFor(() => expect(screen.getByText(COPY.active)).toBeInTheDocument());
    expect(api.callsTo(SEND)).toEqual([]);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('RegistrationCompleted', instance.providers)));
    expect(api.callsTo(ACTIVATE)).toEqual([]);
  });
});
