/**
 * ConfirmCodeForm (spec §4 CONSUMER 1,5): the access code repeated ('I codici inseriti non coincidono'
 * when it differs). Its Prosegui pre-registers (`POST registrations/pre-register` with the bot-protection
 * token): the answer's tokens start the session and the wizard moves on to ConfirmSms. A server error on
 * a field of an earlier screen takes the visitor there and shows it under that field; any other failure
 * shows the generic error and keeps everything typed.
 */
import { useState } from 'react';
import { useInstance } from '../../../kit/hooks';
import { positionOf } from '../../../flows';
import { confirmCodeFormSchema, type ConfirmCodeFormValues } from './schema';
import type { ScreenProps } from '../../../kit/screen';
import { AccessCodeField } from '../../../kit/fields';
import { StepForm } from '../../../kit/StepForm';
import { useDraft } from '../../../kit/connected/useDraft';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { CODE_COPY } from '../CodeForm/copy';
import { CONFIRM_CODE_COPY } from './copy';

export default function ConfirmCodeForm(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const { values, sent } = useDraft();
  const [schema] = useState(() => confirmCodeFormSchema(values.accessCode));
  const step = useStepForm<ConfirmCodeFormValues, ConfirmCodeFormValues>({
    screen: 'ConfirmCodeForm',
    schema,
    defaultValues: { confirmCode: '' },
    serverFields: serverFieldsOf('confirmCode'),
    sent,
    onValid: async () => {
      const { store } = instance;
      const { runPreRegistration } = await import('../../../registration/pre-register');
      const { flow } = store.state;
      const result = await runPreRegistration(instance, flow === 'MINOR' || flow === 'BUSINESS' ? flow : 'CONSUMER');
      if (result.kind === 'registered') {
        await wizard.submit({ force: true });
      } else if (result.kind === 'field-error') {
        const target = positionOf(store.state.flow, result.error.screen);
        store.actions.setPendingFieldError(result.error);
        if (target) wizard.goTo(target);
      } else {
        throw result.error;
      }
    },
  });

  return (
    <StepForm
      {...step.frame}
      title={CONFIRM_CODE_COPY.title}
      intro={sent ? CODE_COPY.alreadySet : CONFIRM_CODE_COPY.intro}
      sent={false}
    >
      {!sent && (
        <AccessCodeField
          label={CONFIRM_CODE_COPY.label}
          purpose="new"
          error={step.form.formState.errors.confirmCode?.message}
          {...step.form.register('confirmCode')}
        />
      )}
    </StepForm>
  );
}
