/**
 * ConfirmEmail (spec §4 CONSUMER 2,0; back blocked): the e-mail address is confirmed with a code. On
 * arrival the screen asks once per registration for the e-mail (`send-confirmation-email`) and says where
 * it went; Prosegui checks the code (`verify-email`, the sandbox's call: spec §7 shows none) and does the
 * step submit (2,0 -> 2,1). "Invia di nuovo il codice" sends again after a visible cooldown; "Modifica
 * indirizzo e-mail" changes the address (`modify-email`, §5 EMAIL) and sends a new code there.
 *
 * The e-mail carries a link back into the wizard, `#/confirmEmail?emailCode=123456` (EMAIL_CODE_PARAM):
 * opened while the session is valid, the start-up rules resume here (stored step 2, substep 0) and the
 * screen confirms with that code at once, sending no new e-mail.
 *
 * In an upgrade (1,8) a customer whose profile e-mail is already confirmed is told so and moves
 * on with Prosegui: no code is sent (src/registration/upgrade.ts emailConfirmedByProfile).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { asApiError } from '../../../api/errors';
import { modifyEmail, OTP_TOO_MANY_CODE, sendConfirmationEmail, verifyEmail } from '../../../api/registrations';
import { useInstance } from '../../../kit/hooks';
import { ResendButton } from '../../../kit/ResendButton';
import { useCooldown } from '../../../kit/useCooldown';
import { RESEND_COOLDOWN_SECONDS } from '../../../flows/timings';
import { stripUrlParams, urlParam } from '../../../session/tokens';
import { isUpgradeFlow } from '../../../flows';
import { emailConfirmedByProfile, profileOf } from '../../../registration/upgrade';
import type { ScreenProps } from '../../../kit/screen';
import { OtpField, TextField } from '../../../kit/fields';
import { StepForm } from '../../../kit/StepForm';
import { SubmitButton } from '../../../kit/SubmitButton';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import {
  ChangeEmailFormSchema,
  EMAIL_CODE_LENGTH,
  EmailCodeFormSchema,
  type ChangeEmailFormValues,
  type EmailCodeFormValues,
} from './schema';
import { EMAIL_COPY } from './copy';

/** The query parameter of the e-mail's link carrying the code (the sandbox's EMAIL_CODE_PARAM). */
export const EMAIL_CODE_PARAM = 'emailCode';

/** The code in the page address (the real query or the hash's), if any. */
const linkCode = (): string | null => urlParam(new URL(window.location.href), EMAIL_CODE_PARAM);

/** Removes the code from the address, so a reload or a shared address does not use it again. */
function dropLinkCode(): void {
  window.history.replaceState(window.history.state, '', stripUrlParams(new URL(window.location.href), [EMAIL_CODE_PARAM]).href);
}

type EmailStatus =
  | { kind: 'sending' }
  | { kind: 'sent'; how: 'first' | 'again' | 'changed'; email: string | undefined }
  | { kind: 'link' }
  | { kind: 'failed'; message: string };

function statusMessage(status: EmailStatus | null): string {
  if (status === null || status.kind === 'sending') return EMAIL_COPY.sending;
  if (status.kind === 'link') return EMAIL_COPY.confirmingLink;
  if (status.kind === 'failed') return status.message;
  const { how, email } = status;
  if (how === 'changed' && email) return EMAIL_COPY.changedTo(email);
  if (how === 'again' || how === 'changed') return email ? EMAIL_COPY.resentTo(email) : EMAIL_COPY.resentGeneric;
  return email ? EMAIL_COPY.sentTo(email) : EMAIL_COPY.sentGeneric;
}

export default function ConfirmEmail(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const { store, api } = instance;
  const [registration] = useState(() => store.state.registrations);
  const [profileEmail] = useState(() => {
    const profile = isUpgradeFlow(store.state.flow) ? profileOf(store.state.data) : null;
    return profile?.email && emailConfirmedByProfile(profile, registration?.data) ? profile.email : null;
  });
  const confirmed = registration?.data?.emailConfirmed === true || profileEmail !== null;
  // Read once (no side effect here: StrictMode calls initialisers twice); the effect removes it from the address.
  const [codeFromLink] = useState(() => (confirmed ? null : linkCode()));
  const [status, setStatus] = useState<EmailStatus | null>(codeFromLink ? { kind: 'link' } : null);
  const [changing, setChanging] = useState(false);
  const cooldown = useCooldown();
  const codeInput = useRef<HTMLInputElement | null>(null);
  const changeId = useId();

  const step = useStepForm<EmailCodeFormValues, EmailCodeFormValues>({
    screen: 'ConfirmEmail',
    schema: EmailCodeFormSchema,
    defaultValues: { code: '' },
    serverFields: serverFieldsOf('code'),
    sent: confirmed,
    onValid: async ({ code }) => {
      if (!registration) return;
      store.actions.setRegistration(await verifyEmail(api, registration.id, code));
      await wizard.submit({ force: true });
    },
  });

  const change = useStepForm<ChangeEmailFormValues, ChangeEmailFormValues>({
    screen: 'ConfirmEmail',
    schema: ChangeEmailFormSchema,
    defaultValues: { email: '' },
    serverFields: serverFieldsOf('email'),
    onValid: async ({ email }) => {
      if (!registration) return;
      const answer = await modifyEmail(api, registration.id, email);
      setStatus({ kind: 'sent', how: 'changed', email: answer.email ?? email });
      cooldown.start();
      setChanging(false);
      change.form.reset({ email: '' });
    },
  });

  const requestCode = async (how: 'first' | 'again') => {
    if (!registration) return;
    setStatus({ kind: 'sending' });
    try {
      const answer = await sendConfirmationEmail(api, registration.id);
      setStatus({ kind: 'sent', how, email: answer.email });
      cooldown.start();
    } catch (e) {
      const error = asApiError(e);
      if (error.kind === 'session-expired') return;
      setStatus({ kind: 'failed', message: error.code === OTP_TOO_MANY_CODE ? EMAIL_COPY.tooMany : EMAIL_COPY.sendFailed });
    }
  };

  useEffect(() => {
    if (!registration || confirmed) return;
    // Once per registration (the store's requestOnce, recorded before the answer): a StrictMode second effect,
    // a re-render or a return here sends no second e-mail (nor confirms the link's code twice). requestCode
    // shows its own failure and never rejects, so a failed send is not repeated on return.
    let first = false;
    void store.actions.requestOnce('email-code', registration.id, () => {
      first = true;
      if (!codeFromLink) return requestCode('first');
      // The e-mail's link: confirm with its code through the form (same lock, errors and dialog as Prosegui).
      dropLinkCode();
      step.form.setValue('code', codeFromLink, { shouldValidate: true });
      codeInput.current?.form?.requestSubmit();
      return Promise.resolve();
    });
    if (!first && !codeFromLink) setStatus((shown) => shown ?? { kind: 'sent', how: 'first', email: undefined });
    // Once per mount: requestCode and the form read nothing that changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registration, confirmed, store, codeFromLink]);

  const codeField = step.form.register('code');
  const sending = status?.kind === 'sending';
  const cooling = cooldown.remaining > 0;

  if (confirmed) {
    return (
      <StepForm
        {...step.frame}
        title={EMAIL_COPY.title}
        intro={<p className="step-status">{profileEmail ? EMAIL_COPY.alreadyConfirmed(profileEmail) : EMAIL_COPY.confirmed}</p>}
      >
        {null}
      </StepForm>
    );
  }

  return (
    <StepForm
      {...step.frame}
      title={EMAIL_COPY.title}
      intro={
        <>
          <p className="step-status" role="status">
            {statusMessage(status)}
            {status?.kind === 'sent' && cooling ? ` ${EMAIL_COPY.cooldown(RESEND_COOLDOWN_SECONDS)}` : ''}
          </p>
          <button
            type="button"
            className="button link"
            aria-expanded={changing}
            aria-controls={changeId}
            onClick={() => setChanging((open) => !open)}
          >
            {EMAIL_COPY.change}
          </button>
          <div id={changeId} hidden={!changing}>
            {changing && (
              <form className="form" noValidate onSubmit={change.frame.onSubmit}>
                <TextField
                  label={EMAIL_COPY.newEmail}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  spellCheck={false}
                  error={change.form.formState.errors.email?.message}
                  {...change.form.register('email')}
                />
                <SubmitButton lock={change.frame.lock} invalid={change.frame.invalid} className="button secondary">
                  {EMAIL_COPY.confirmChange}
                </SubmitButton>
              </form>
            )}
          </div>
        </>
      }
      after={
        <>
          <ResendButton
            cooldown={cooldown}
            sending={sending}
            onResend={() => void requestCode('again')}
            cooldownText={EMAIL_COPY.cooldown}
          >
            {EMAIL_COPY.resend}
          </ResendButton>
        </>
      }
    >
      <OtpField
        label={EMAIL_COPY.label}
        length={EMAIL_CODE_LENGTH}
        error={step.form.formState.errors.code?.message}
        {...codeField}
        ref={(element) => {
          codeField.ref(element);
          codeInput.current = element;
        }}
      />
    </StepForm>
  );
}
