/**
 * CodeForm (spec §4 CONSUMER 1,4): the 5-digit access code, the future login password, with §5's
 * PIN safety rule. It stays in memory only (see registration/draft.ts) until pre-registration sends it.
 */
import { CodeFormSchema, type CodeFormValues } from './schema';
import type { ScreenProps } from '../../../kit/screen';
import { AccessCodeField } from '../../../kit/fields';
import { StepForm } from '../../../kit/StepForm';
import { useDraftStep } from '../../../kit/connected/useDraftStep';
import { CODE_COPY } from './copy';

export default function CodeForm(_props: ScreenProps) {
  const step = useDraftStep<'accessCode', CodeFormValues>({
    screen: 'CodeForm',
    schema: CodeFormSchema,
    fields: ['accessCode'],
  });
  const { sent } = step;

  return (
    <StepForm
      {...step.frame}
      title={CODE_COPY.title}
      intro={sent ? CODE_COPY.alreadySet : CODE_COPY.intro}
      sent={false}
    >
      {!sent && (
        <AccessCodeField
          label={CODE_COPY.label}
          hint={CODE_COPY.hint}
          purpose="new"
          error={step.form.formState.errors.accessCode?.message}
          {...step.form.register('accessCode')}
        />
      )}
    </StepForm>
  );
}
