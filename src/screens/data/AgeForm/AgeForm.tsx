/**
 * AgeForm (spec §4 CONSUMER 1,0): the birth date. An adult moves on to NameForm; someone under 18
 * (§5 "under 18 means minor") is shown /minorInfo first, and the registration continues in the MINOR flow.
 */
import { useInstance } from '../../../kit/hooks';
import { isMinor } from '../../../format/dates';
import { ageFormSchema, type AgeFormValues } from './schema';
import type { ScreenProps } from '../../../kit/screen';
import { DateField } from '../../../kit/fields';
import { StepForm } from '../../../kit/StepForm';
import { useDraftStep } from '../../../kit/useDraftStep';
import { AGE_COPY } from './copy';

const schema = ageFormSchema();

export default function AgeForm(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const step = useDraftStep<'birthDate', AgeFormValues>({
    screen: 'AgeForm',
    schema,
    fields: ['birthDate'],
    next: async ({ birthDate }) => {
      const { store } = instance;
      const minor = isMinor(birthDate);
      // Only the visitor's own flows switch on age; business and upgrade flows keep theirs.
      if (store.state.flow === 'CONSUMER' || store.state.flow === 'MINOR') {
        store.actions.setFlow(minor ? 'MINOR' : 'CONSUMER');
      }
      if (minor) wizard.show('MinorInfo');
      else await wizard.submit();
    },
  });

  return (
    <StepForm
      {...step.frame}
      title={AGE_COPY.title}
      intro={AGE_COPY.intro}
    >
      <DateField
        label={AGE_COPY.label}
        hint={AGE_COPY.hint}
        error={step.form.formState.errors.birthDate?.message}
        {...step.form.register('birthDate')}
      />
    </StepForm>
  );
}
