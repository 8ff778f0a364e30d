/**
 * AgeForm (spec §4 CONSUMER 1,0): the birth date. An adult moves on to NameForm; someone under 18
 * (§5 "under 18 means minor") is shown /minorInfo first, and the registration continues in the MINOR flow.
 */
import { useInstance } from '../../../kit/hooks';
import { isMinor } from '../../../format/dates';
import { ageFormSchema, type AgeFormValues } from './schema';
import type { ScreenProps } from '../../../kit/screen';
import { DateField } from '../../../kit/fields';
import { KnownData } from '../../../kit/KnownData';
import { StepForm } from '../../../kit/StepForm';
import { useDraftStep } from '../../../kit/connected/useDraftStep';
import { AGE_COPY } from './copy';

const schema = ageFormSchema();

export default function AgeForm(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const step = useDraftStep<'birthDate', AgeFormValues>({
    screen: 'AgeForm',
    schema,
    fields: ['birthDate'],
    labels: { birthDate: AGE_COPY.label },
    next: async ({ birthDate }) => {
      const { store } = instance;
      const minor = isMinor(birthDate);
      // Only the visitor's own flows switch on age (and explain the minor's); business and upgrade flows keep theirs.
      const own = store.state.flow === 'CONSUMER' || store.state.flow === 'MINOR';
      if (own) store.actions.setFlow(minor ? 'MINOR' : 'CONSUMER');
      if (minor && own) wizard.show('MinorInfo');
      else await wizard.submit();
    },
  });

  return (
    <StepForm
      {...step.frame}
      title={AGE_COPY.title}
      intro={AGE_COPY.intro}
    >
      <KnownData items={step.known} />
      {step.asks('birthDate') && (
        <DateField
          label={AGE_COPY.label}
          hint={AGE_COPY.hint}
          error={step.form.formState.errors.birthDate?.message}
          {...step.form.register('birthDate')}
        />
      )}
    </StepForm>
  );
}
