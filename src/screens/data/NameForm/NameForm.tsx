/**
 * NameForm (spec §4 CONSUMER 1,1): first and last name, §5 FIRST_NAME / LAST_NAME. In the BUSINESS flow it is the
 * business name form (BusinessNameForm.tsx).
 */
import { NameFormSchema, type NameFormValues } from './schema';
import type { ScreenProps } from '../../../kit/screen';
import { TextField } from '../../../kit/fields';
import { KnownData } from '../../../kit/KnownData';
import { StepForm } from '../../../kit/StepForm';
import { useDraftStep } from '../../../kit/connected/useDraftStep';
import { useOnboardingState } from '../../../kit/hooks';
import { BusinessNameForm } from './BusinessNameForm';
import { NAME_COPY } from './copy';

export default function NameForm(_props: ScreenProps) {
  return useOnboardingState().flow === 'BUSINESS' ? <BusinessNameForm /> : <PersonNameForm />;
}

function PersonNameForm() {
  const step = useDraftStep<'firstName' | 'lastName', NameFormValues>({
    screen: 'NameForm',
    schema: NameFormSchema,
    fields: ['firstName', 'lastName'],
    labels: { firstName: NAME_COPY.firstName, lastName: NAME_COPY.lastName },
  });
  const { register, formState } = step.form;

  return (
    <StepForm
      {...step.frame}
      title={NAME_COPY.title}
      intro={NAME_COPY.intro}
    >
      <KnownData items={step.known} />
      {step.asks('firstName') && (
        <TextField
          label={NAME_COPY.firstName}
          autoComplete="given-name"
          autoCapitalize="words"
          error={formState.errors.firstName?.message}
          {...register('firstName')}
        />
      )}
      {step.asks('lastName') && (
        <TextField
          label={NAME_COPY.lastName}
          autoComplete="family-name"
          autoCapitalize="words"
          error={formState.errors.lastName?.message}
          {...register('lastName')}
        />
      )}
    </StepForm>
  );
}
