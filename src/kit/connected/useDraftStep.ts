/**
 * The draft variant of the one step-form hook, built on useStepForm (and so on the form core useSchemaForm):
 * a data step whose fields are fields of the registration draft (AgeForm, NameForm, EmailForm, CodeForm):
 * the form starts from the draft (or the sent registration's data), keeps what is typed in the draft when
 * the screen goes away, and on a valid Prosegui runs the screen's check, saves the values in the draft
 * and moves on (the step submit unless the screen says otherwise).
 *
 * In the upgrade flows (useUpgradeMode) the same hook shows what the bank knows, asks and
 * validates only the rest, and saves with `registrations/{id}/update` instead of the draft.
 */
import type { Path } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useInstance } from '../hooks';
import type { ScreenId } from '../../flows';
import type { DraftField } from '../../registration/draft';
import { useDraft } from './useDraft';
import { serverFieldsOf, useStepForm, type StepForm } from '../useStepForm';
import type { KnownItem } from '../KnownData';
import { useUpgradeMode } from './useUpgradeMode';

/** The draft's text fields (consents are a list: PrivacyForm maps them itself). */
export type DraftTextField = Exclude<DraftField, 'consents'>;

export interface DraftStepOptions<F extends DraftTextField, O extends Record<F, string>> {
  screen: ScreenId;
  schema: z.core.$ZodType<O, Record<F, string>>;
  fields: readonly F[];
  /** The fields' labels (upgrade mode shows a known field's value under its label). */
  labels?: Partial<Record<F, string>>;
  /** Other server names for the fields (they also match by their own names). */
  serverFields?: Readonly<Record<string, F>>;
  /** Runs before the values are saved (e.g. a server check); a rejection is shown like any submit error. */
  check?: (values: O) => Promise<unknown>;
  /** What follows saving; default the step submit. */
  next?: (values: O) => Promise<unknown> | void;
}

export function useDraftStep<F extends DraftTextField, O extends Record<F, string>>(
  options: DraftStepOptions<F, O>,
): StepForm<Record<F, string>, O> & DraftStepExtras<F> {
  const { instance, wizard } = useInstance();
  const draft = useDraft();
  const { fields } = options;
  const upgrade = useUpgradeMode(fields, options.labels ?? {});
  // An upgrade's registration exists from the start: its data steps are never in "sent" mode.
  const sent = upgrade ? false : draft.sent;
  const defaults = upgrade?.values ?? (Object.fromEntries(fields.map((field) => [field, draft.values[field]])) as Record<F, string>);
  const save = (typed: Partial<Record<F, string>>) => {
    if (!upgrade) instance.store.actions.updateDraft(typed);
  };
  const step = useStepForm<Record<F, string>, O>({
    screen: options.screen,
    schema: upgrade ? upgrade.narrow(options.schema) : options.schema,
    // react-hook-form's DefaultValues of a plain string record is that record.
    defaultValues: defaults as never,
    // Each field is a top-level path of the form's string record.
    serverFields: { ...serverFieldsOf(...fields), ...options.serverFields } as Record<string, unknown> as Record<
      string,
      Path<Record<F, string>>
    >,
    sent,
    onLeave: save,
    onValid: async (valid) => {
      // Upgrade mode validates only the asked fields: the screen's check and next see the known ones too.
      const typed = upgrade ? ({ ...upgrade.values, ...valid } as O) : valid;
      await options.check?.(typed);
      if (upgrade) await upgrade.save(typed);
      else save(typed);
      await (options.next ? options.next(typed) : wizard.submit());
    },
  });
  return { ...step, sent, known: upgrade?.known ?? [], asks: (field) => upgrade?.asks(field) ?? true };
}

export interface DraftStepExtras<F extends string> {
  sent: boolean;
  /** Upgrade mode: what the bank knows (KnownData's items); [] otherwise. */
  known: KnownItem[];
  /** Whether the screen shows `field`'s input (upgrade mode asks only what the bank does not know). */
  asks: (field: F) => boolean;
}
