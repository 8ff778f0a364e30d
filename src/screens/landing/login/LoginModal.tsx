/**
 * The login modal of the landing page (spec §2 Landing page "Riprendi la registrazione", §5 Login rules,
 * §4 Login flow, §8 login rows): a native <dialog> open while `ui.modals` holds 'loginModal'. The Home
 * screen keeps it mounted once opened, so typed values survive a failed login and the modal reopens
 * with them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useModalDialog } from '../../../kit/dialogs';
import { useInstance, useOnboardingState } from '../../../kit/hooks';
import { SubmitButton } from '../../../kit/SubmitButton';
import { TextField } from '../../../kit/fields';
import { useSchemaForm } from '../../../kit/useSchemaForm';
import { useSubmitLock } from '../../../kit/useSubmitLock';
import {
  ACCESS_CODE_MAX_LENGTH,
  LOGIN_FIELDS,
  LoginFormSchema,
  type LoginFormInput,
  type LoginFormValues,
} from '../../../validation/login';
import fieldsCss from '../../../kit/fields/fields.css?inline';
import { LOGIN_COPY } from './copy';
import loginCss from './login.css?inline';
import { Styles } from '../../../kit/styles';

/**
 * The login procedure and the API client it needs live in their own chunk, requested when the modal
 * mounts (while the visitor types): react-hook-form leaves this chunk little room in its 15 KB budget.
 */
const loadLoginFlow = () => import('./login-flow');

/** The outcome of the last failed attempt, shown when the modal reopens (null: none). */
interface Failure {
  message: string | null;
}

export default function LoginModal() {
  const { instance } = useInstance();
  const { ui } = useOnboardingState();
  const open = ui.modals.includes('loginModal');
  const dialogRef = useModalDialog(open);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // One submit lock (kit): Accedi shows the 1-second window and the login in flight as disabled.
  const lock = useSubmitLock();
  const [failure, setFailure] = useState<Failure | null>(null);
  const id = useId();
  const ids = {
    title: `${id}-title`,
    intro: `${id}-intro`,
  };

  // The kit's form core: errors appear after a field is first left, then follow every keystroke (§5 while
  // typing); Accedi is enabled while the values are valid and no server error holds on a refused value.
  const { form, valid, setServerError } = useSchemaForm<LoginFormInput, LoginFormValues>({
    schema: LoginFormSchema,
    defaultValues: { phoneNumber: '', accessCode: '' },
  });
  const {
    register,
    handleSubmit,
    getFieldState,
    formState: { errors },
  } = form;

  useEffect(() => {
    // A failed prefetch is retried by the submit, which reports it.
    loadLoginFlow().catch(() => undefined);
  }, []);

  // On (re)opening: focus the failure message, else the first invalid field, else the phone number.
  useEffect(() => {
    if (!open) return;
    if (failure?.message) {
      messageRef.current?.focus();
      return;
    }
    // Synchronous (react-hook-form's setFocus defers to a timer, which could steal focus back later).
    const field = LOGIN_FIELDS.find((name) => getFieldState(name).invalid) ?? 'phoneNumber';
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLElement) input.focus();
  }, [open, failure, getFieldState]);

  const close = () => {
    setFailure(null);
    instance.store.actions.closeModal('loginModal');
  };

  // A double click (or Enter then click) never sends the login twice: the lock runs one submit at a time.
  const submit = async (values: LoginFormValues): Promise<void> => {
    setFailure(null);
    let result;
    try {
      const { runLoginFlow } = await loadLoginFlow();
      result = await runLoginFlow(instance, values);
    } catch (error) {
      // Only the chunk download can fail here (runLoginFlow never rejects): the generic error modal.
      void instance.showError(error);
      return;
    }
    // The page is navigating away: stay locked (busy) until it has gone.
    if (result.kind === 'left') return new Promise<void>(() => undefined);
    if (result.kind === 'failed') {
      // Not focused now: the modal is closed while the login runs; it focuses the field when it reopens.
      if (result.fieldError) setServerError(result.fieldError.field, result.fieldError.message, { focus: false });
      setFailure({ message: result.message });
    }
  };

  const phoneError = errors.phoneNumber?.message;
  const codeError = errors.accessCode?.message;

  return (
    <>
      <Styles css={[fieldsCss, loginCss]} />
      <dialog
        ref={dialogRef}
        part="modal"
        className="modal login-modal"
        aria-labelledby={ids.title}
        aria-describedby={ids.intro}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        <div className="modal-body">
          <div className="login-head">
            <h2 id={ids.title} className="modal-title">
              {LOGIN_COPY.title}
            </h2>
            <button type="button" className="icon-button login-close" aria-label={LOGIN_COPY.close} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p id={ids.intro} className="login-intro">
            {LOGIN_COPY.intro}
          </p>
          <form ref={formRef} className="form" noValidate onSubmit={(event) => {
              event.preventDefault();
              void lock.run(() => handleSubmit(submit)());
            }}>
            {failure?.message && (
              <p ref={messageRef} className="form-message" role="alert" tabIndex={-1}>
                {failure.message}
              </p>
            )}
            <TextField
              label={LOGIN_COPY.phoneLabel}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={phoneError}
              {...register('phoneNumber')}
            />
            <TextField
              label={LOGIN_COPY.accessCodeLabel}
              type="password"
              inputMode="numeric"
              autoComplete="current-password"
              maxLength={ACCESS_CODE_MAX_LENGTH}
              error={codeError}
              {...register('accessCode')}
            />
            <div className="form-actions">
              <SubmitButton lock={lock} invalid={!valid}>
                {LOGIN_COPY.submit}
              </SubmitButton>
            </div>
          </form>
        </div>
      </dialog>
    </>
  );
}
