/**
 * MinorSetTutor (spec §4 MINOR 8,0, `/minorSetTutor`): who the minor's guardian is — name, surname, fiscal
 * code, mobile number (after the fixed +39, sent as digits) and e-mail, with the §5 rules. Prosegui sends
 * `POST registrations/{id}/set-tutor` (the sandbox stores `data.tutor` and sends the invitation with the
 * `?idRegistration=` link by SMS and e-mail), stores the answered registration (its `tutor`, which
 * MinorWaitingTutorConfirm shows and resends) and does the step submit (the last substep of step 8: the
 * wizard saves progress 9 and shows MinorWaitingTutorConfirm). A field the server refuses (a guardian under
 * 18, the minor's own phone or fiscal code) shows its message under that field, everything typed kept.
 * A guardian already named is prefilled (Prosegui then sends the invitation again).
 */
import { setTutor } from '../../../api/registrations';
import { FiscalCodeField, TextField } from '../../../kit/fields';
import { useInstance } from '../../../kit/hooks';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { MINOR_SET_TUTOR_COPY as COPY } from './copy';
import { MinorSetTutorSchema, TUTOR_FIELDS, type MinorSetTutorInput, type MinorSetTutorValues } from './schema';

export default function MinorSetTutor(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const tutor = instance.store.state.registrations?.tutor;
  const step = useStepForm<MinorSetTutorInput, MinorSetTutorValues>({
    screen: 'MinorSetTutor',
    schema: MinorSetTutorSchema,
    defaultValues: Object.fromEntries(TUTOR_FIELDS.map((field) => [field, tutor?.[field] ?? ''])) as MinorSetTutorInput,
    serverFields: serverFieldsOf(...TUTOR_FIELDS),
    onValid: async (values) => {
      const registration = instance.store.state.registrations;
      if (!registration) return;
      const answer = await setTutor(instance.api, registration.id, values);
      instance.store.actions.setRegistration(answer.registration);
      await wizard.submit({ force: true });
    },
  });
  const { register, formState } = step.form;

  return (
    <StepForm {...step.frame} title={COPY.title} intro={COPY.intro}>
      <TextField
        label={COPY.firstName}
        autoComplete="off"
        autoCapitalize="words"
        error={formState.errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={COPY.lastName}
        autoComplete="off"
        autoCapitalize="words"
        error={formState.errors.lastName?.message}
        {...register('lastName')}
      />
      <FiscalCodeField
        label={COPY.fiscalCode}
        hint={COPY.fiscalCodeHint}
        error={formState.errors.fiscalCode?.message}
        {...register('fiscalCode')}
      />
      <TextField
        label={COPY.phone}
        hint={COPY.phoneHint}
        prefix={COPY.prefix}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={formState.errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextField
        label={COPY.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        error={formState.errors.email?.message}
        {...register('email')}
      />
    </StepForm>
  );
}
