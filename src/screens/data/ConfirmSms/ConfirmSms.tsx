/**
 * ConfirmSms (spec §4 CONSUMER 1,6): the phone number is certified with a code sent by SMS. The screen
 * asks for the code once when it first shows for a registration (`send-phone-number-otp`), and again
 * on "Invia di nuovo il codice"; Prosegui checks it (`verify-phone-number-otp`, the sandbox's call: the
 * spec does not show one). A wrong code shows the server's message under the field. Once certified, a
 * later login lands on Citizenship (1,7).
 */
import { useEffect, useState } from 'react';
import { asApiError } from '../../../api/errors';
import { OTP_TOO_MANY_CODE, sendPhoneNumberOtp, verifyPhoneNumberOtp } from '../../../api/registrations';
import { useInstance } from '../../../kit/hooks';
import { OTP_LENGTH, OtpFormSchema, type OtpFormValues } from './schema';
import type { ScreenProps } from '../../../kit/screen';
import { OtpField } from '../../../kit/fields';
import { StepForm } from '../../../kit/StepForm';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { SMS_COPY } from './copy';


type SmsStatus =
  | { kind: 'sending'; again: boolean }
  | { kind: 'sent'; again: boolean; phone: string | undefined }
  | { kind: 'failed'; message: string };

export default function ConfirmSms(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const { store, api } = instance;
  const [registration] = useState(() => store.state.registrations);
  const certified = registration?.phoneNumberStatus === 'CERTIFIED';
  const [status, setStatus] = useState<SmsStatus | null>(null);

  const step = useStepForm<OtpFormValues, OtpFormValues>({
    screen: 'ConfirmSms',
    schema: OtpFormSchema,
    defaultValues: { otp: '' },
    serverFields: serverFieldsOf('otp'),
    sent: certified,
    onValid: async ({ otp }) => {
      if (!registration) return;
      const saved = await verifyPhoneNumberOtp(api, registration.id, otp);
      store.actions.setRegistration(saved);
      await wizard.submit({ force: true });
    },
  });

  const requestCode = async (again: boolean) => {
    if (!registration) return;
    setStatus({ kind: 'sending', again });
    try {
      const answer = await sendPhoneNumberOtp(api, registration.id);
      setStatus({ kind: 'sent', again, phone: answer.phoneNumber });
    } catch (e) {
      const error = asApiError(e);
      if (error.kind === 'session-expired') return;
      setStatus({ kind: 'failed', message: error.code === OTP_TOO_MANY_CODE ? SMS_COPY.tooMany : SMS_COPY.sendFailed });
    }
  };

  useEffect(() => {
    if (!registration || certified) return;
    // Once per registration (the store's requestOnce, recorded before the answer): a StrictMode second effect,
    // a re-render or a return here sends no second SMS and says a code was sent. requestCode shows its own
    // failure and never rejects, so a failed send is not repeated on return ("Invia di nuovo" sends again).
    let first = false;
    void store.actions.requestOnce('sms-code', registration.id, () => {
      first = true;
      return requestCode(false);
    });
    if (!first) setStatus({ kind: 'sent', again: false, phone: undefined });
    // Once per mount: requestCode reads nothing that changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registration, certified, store]);

  const message =
    status === null || status.kind === 'sending'
      ? SMS_COPY.sending
      : status.kind === 'failed'
        ? status.message
        : status.again
          ? SMS_COPY.resent
          : status.phone
            ? SMS_COPY.sentTo(status.phone)
            : SMS_COPY.sentGeneric;

  return (
    <StepForm
      {...step.frame}
      title={SMS_COPY.title}
      intro={
        certified ? undefined : (
          <p className="step-status" role="status">
            {message}
          </p>
        )
      }
      after={
        certified ? undefined : (
          <button
            type="button"
            className="button secondary"
            disabled={status?.kind === 'sending'}
            onClick={() => void requestCode(true)}
          >
            {SMS_COPY.resend}
          </button>
        )
      }
    >
      {!certified && (
        <OtpField
          label={SMS_COPY.label}
          length={OTP_LENGTH}
          error={step.form.formState.errors.otp?.message}
          {...step.form.register('otp')}
        />
      )}
    </StepForm>
  );
}
