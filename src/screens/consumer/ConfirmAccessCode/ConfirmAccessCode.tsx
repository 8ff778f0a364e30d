/**
 * ConfirmAccessCode (spec §4 CONSUMER 8,4): the customer types again the access code chosen at step 1
 * (CodeForm), masked. Prosegui checks it (`verify-access-code`, the sandbox's call: spec §7 shows none) and
 * does the step submit (8,4 -> 8,5). A wrong code is the server's message under the field, the code kept;
 * after too many wrong codes (423 USR_REG_ACCESS_CODE_LOCKED) a dialog says the code is locked and offers
 * the help panel's contacts.
 */
import { asApiError } from '../../../api/errors';
import { ACCESS_CODE_LOCKED_CODE } from '../../../api/completion-schemas';
import { verifyAccessCode } from '../../../api/registrations';
import { AccessCodeField } from '../../../kit/fields';
import { useInstance } from '../../../kit/hooks';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { ACCESS_CODE_COPY } from './copy';
import { ConfirmAccessCodeFormSchema, type ConfirmAccessCodeFormValues } from './schema';

export default function ConfirmAccessCode({ screen }: ScreenProps) {
  const { instance, wizard } = useInstance();
  const { api, store } = instance;

  const step = useStepForm<ConfirmAccessCodeFormValues, ConfirmAccessCodeFormValues>({
    screen,
    schema: ConfirmAccessCodeFormSchema,
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
          ...ACCESS_CODE_COPY.locked,
          contactLink: true,
          ...(error.trace ? { errorCode: error.trace } : {}),
        });
        return;
      }
      await wizard.submit({ force: true });
    },
  });

  return (
    <StepForm {...step.frame} title={ACCESS_CODE_COPY.title} intro={ACCESS_CODE_COPY.intro}>
      <AccessCodeField
        label={ACCESS_CODE_COPY.label}
        hint={ACCESS_CODE_COPY.hint}
        purpose="current"
        error={step.form.formState.errors.accessCode?.message}
        {...step.form.register('accessCode')}
      />
    </StepForm>
  );
}
