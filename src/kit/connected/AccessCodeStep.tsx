/**
 * The access-code confirmation (spec §4 CONSUMER 8,4 ConfirmAccessCode; TUTOR 9,4 TutorConfirmAccessCode,
 * the guardian's own code): the customer types their access code, masked. Prosegui checks it
 * (`verify-access-code`, the sandbox's call: spec §7 shows none) and does the step submit. A wrong code is the
 * server's message under the field, the code kept; after too many wrong codes (423
 * USR_REG_ACCESS_CODE_LOCKED) a dialog says the code is locked and offers the help panel's contacts.
 */
import * as z from 'zod/mini';
import { ACCESS_CODE_LOCKED_CODE } from '../../api/completion-schemas';
import { asApiError } from '../../api/errors';
import { verifyAccessCode } from '../../api/registrations';
import type { ScreenId } from '../../flows';
import { EnteredAccessCodeSchema } from '../../validation/access-code';
import { AccessCodeField } from '../fields';
import { useInstance } from '../hooks';
import { StepForm } from '../StepForm';
import { serverFieldsOf, useStepForm } from '../useStepForm';

/** The access code typed again: §5 required, digits only, 5 digits. */
const AccessCodeFormSchema = z.object({ accessCode: EnteredAccessCodeSchema });
export type AccessCodeFormValues = z.infer<typeof AccessCodeFormSchema>;

export interface AccessCodeCopy {
  title: string;
  intro: string;
  label: string;
  hint: string;
  /** 423 USR_REG_ACCESS_CODE_LOCKED: too many wrong codes. */
  locked: { title: string; message: string };
}

export function AccessCodeStep({ screen, copy }: { screen: ScreenId; copy: AccessCodeCopy }) {
  const { instance, wizard } = useInstance();
  const { api, store } = instance;

  const step = useStepForm<AccessCodeFormValues, AccessCodeFormValues>({
    screen,
    schema: AccessCodeFormSchema,
    defaultValues: { accessCode: '' },
    serverFields: serverFieldsOf('accessCode'),
    onValid: async ({ accessCode }) => {
      const registration = store.state.registrations;
      if (!registration) return;
      try {
        await verifyAccessCode(api, registration.id, accessCode);
      } catch (e) {
        const error = asApiError(e);
        if (error.code !== ACCESS_CODE_LOCKED_CODE) throw e;
        void instance.showModal({
          ...copy.locked,
          contactLink: true,
          ...(error.trace ? { errorCode: error.trace } : {}),
        });
        return;
      }
      await wizard.submit({ force: true });
    },
  });

  return (
    <StepForm {...step.frame} title={copy.title} intro={copy.intro}>
      <AccessCodeField
        label={copy.label}
        hint={copy.hint}
        purpose="current"
        error={step.form.formState.errors.accessCode?.message}
        {...step.form.register('accessCode')}
      />
    </StepForm>
  );
}
