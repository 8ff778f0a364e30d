/**
 * The one form hook of the step screens (spec §5), on the kit's form core useSchemaForm (react-hook-form with a
 * zod/mini schema, validity computed from the values, a server error kept until its value changes); the
 * draft steps use its variant useDraftStep (src/kit/connected), built on it. What every data-step form shares:
 * - messages appear once a field is left, then follow each keystroke;
 * - "Prosegui" is disabled until the form is valid (the values, not react-hook-form's `isValid`: see
 *   useSchemaForm), and while the submit lock runs (useSubmitLock: 1 second after a click or after the previous
 *   step's submit, §4/§9, and while the submit is in flight);
 * - a double click (or Enter then click) never runs the submit twice;
 * - the first server field error is shown under its field (§5), any other failure opens the generic
 *   error dialog (§8) and nothing typed is lost;
 * - an error the server gave on this screen's field while another screen was showing (pre-registration)
 *   is shown when this screen mounts;
 * - a server error stays on its field (and Prosegui stays disabled) until the value it refused changes:
 *   leaving the field does not make it disappear while the refused value is still there.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { asApiError } from '../api/errors';
import { useInstance } from './hooks';
import { useSchemaForm } from './useSchemaForm';
import { useSubmitLock, type SubmitLock } from './useSubmitLock';
import type { ScreenId } from '../flows';
import { firstServerFieldError } from '../validation/server-errors';

export interface StepFormOptions<I extends FieldValues, O> {
  screen: ScreenId;
  schema: z.core.$ZodType<O, I>;
  defaultValues: DefaultValues<I>;
  /** Server field names (`context.errors[].field`) mapped to this form's fields. */
  serverFields: Readonly<Partial<Record<string, Path<I>>>>;
  /** Runs with the valid values; a rejection is shown (field error or generic dialog). */
  onValid: (values: O) => Promise<unknown>;
  /**
   * The data was already sent (a registration exists): the fields are shown read-only and Prosegui only
   * moves on (`onSent`), whatever the fields hold.
   */
  sent?: boolean;
  /** What Prosegui does when the data was already sent; default: the step submit. */
  onSent?: () => Promise<unknown>;
  /**
   * Called with what is typed when the screen unmounts (an explanation page, back), so the draft keeps
   * it and the screen shows it again on return. Not called in "sent" mode.
   */
  onLeave?: (typed: I) => void;
}

export interface StepForm<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /**
   * The props of `<StepForm>` that come from the form, to spread into it: Prosegui shows `lock` (the
   * submit window, or the submit in flight) and `invalid` (the form is not valid yet).
   */
  frame: {
    screen: ScreenId;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    lock: SubmitLock;
    invalid: boolean;
    sent: boolean;
  };
  /** Shows `message` under `field` until the field's value changes (a check the screen made itself). */
  setServerError: (field: Path<I>, message: string) => void;
}

export function useStepForm<I extends FieldValues, O>(options: StepFormOptions<I, O>): StepForm<I, O> {
  const { instance, wizard } = useInstance();
  const { screen, schema, defaultValues, sent = false } = options;
  const { form, valid, setServerError } = useSchemaForm<I, O>({ schema, defaultValues });
  const lock = useSubmitLock();
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const pending = instance.store.actions.takePendingFieldError(screen);
    if (pending) {
      // The server's field name, mapped like any server error (e.g. `consents` -> a consent checkbox).
      const mapped = firstServerFieldError([pending], latest.current.serverFields);
      setServerError(mapped?.field ?? (pending.field as Path<I>), pending.message);
    }
  }, [instance, screen, form, setServerError]);

  useEffect(
    () => () => {
      const { sent: wasSent, onLeave } = latest.current;
      if (!wasSent) onLeave?.(form.getValues());
    },
    [form],
  );

  /** Runs a submit's work: a rejection is shown (the first server field error under its field, else the dialog). */
  const shown = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (e) {
      const error = asApiError(e);
      if (error.kind === 'session-expired') return; // the expiry procedure has already run
      const fieldError = firstServerFieldError(error.fieldErrors, latest.current.serverFields);
      if (fieldError) {
        setServerError(fieldError.field, fieldError.message);
      } else {
        // spec §8: USR_REG_6003 -> rejected screen; anything else -> the default error dialog.
        void wizard.reportStepError(error);
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { onSent, onValid } = latest.current;
    void lock.run(() =>
      sent
        ? shown(() => (onSent ? onSent() : wizard.submit()))
        : form.handleSubmit((values) => shown(() => onValid(values)))(),
    );
  };

  return { form, frame: { screen, onSubmit, lock, invalid: !sent && !valid, sent }, setServerError };
}

export { serverFieldsOf } from '../validation/server-errors';
