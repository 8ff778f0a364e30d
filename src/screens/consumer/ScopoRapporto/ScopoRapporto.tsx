/**
 * ScopoRapporto (spec §4 CONSUMER 4,2): the purpose of the relationship and the origin of the funds.
 * Prosegui sends the three self-declaration screens' answers in ONE `POST registrations/{id}/fatca-gianos`
 * (TitolareEffettivo's and Gianos's kept in the step memory, or saved earlier), mirrors the job and
 * sector into the user's context (§3; the tracking payload's settore/professione read it), then does the
 * step submit (progress 5 -> ViewDocumentation).
 */
import { useState } from 'react';
import { saveFatcaGianos } from '../../../api/registrations';
import { FUNDS_ORIGIN_CODES, PURPOSE_CODES, type DeclarationAnswers, type GianosAnswers, type PurposeAnswers } from '../../../api/declarations-schemas';
import { useInstance } from '../../../kit/hooks';
import type { ScreenProps } from '../../../kit/screen';
import { RadioGroup, TextField } from '../../../kit/fields';
import { Revealed } from '../../../kit/Revealed';
import { StepForm } from '../../../kit/StepForm';
import { useStepForm } from '../../../kit/useStepForm';
import { useStepMemory } from '../../../kit/connected/useStepMemory';
import { fatcaGianosBody, savedSelfDeclaration, SELF_DECLARATION_MEMORY } from '../../../registration/self-declaration';
import { SCOPO_COPY } from './copy';
import { EMPTY_SCOPO, ScopoFormSchema, scopoFromAnswers, type ScopoFormValues } from './schema';

const PURPOSES = PURPOSE_CODES.map((code) => ({ value: code, label: SCOPO_COPY.purposes[code] }));
const ORIGINS = FUNDS_ORIGIN_CODES.map((code) => ({ value: code, label: SCOPO_COPY.fundsOrigins[code] }));

/** Server field names of this screen's answers (`purpose.purpose`, …) mapped to the form. */
const SERVER_FIELDS = {
  'purpose.purpose': 'purpose',
  'purpose.otherPurpose': 'otherPurpose',
  'purpose.fundsOrigin': 'fundsOrigin',
} as const;

/** The radio questions of the form. */
type Radio = 'purpose' | 'fundsOrigin';

export default function ScopoRapporto(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const { store, api } = instance;
  const memory = useStepMemory();
  const [saved] = useState(() => savedSelfDeclaration(store.state.registrations?.data));

  const step = useStepForm<ScopoFormValues, PurposeAnswers>({
    screen: 'ScopoRapporto',
    schema: ScopoFormSchema,
    defaultValues: saved.purpose ? scopoFromAnswers(saved.purpose) : EMPTY_SCOPO,
    serverFields: SERVER_FIELDS,
    onValid: async (purpose) => {
      const registration = store.state.registrations;
      if (!registration) return;
      const declaration = memory.recall<DeclarationAnswers>(SELF_DECLARATION_MEMORY.titolareAnswers) ?? saved.declaration;
      const gianos = memory.recall<GianosAnswers>(SELF_DECLARATION_MEMORY.gianosAnswers) ?? saved.gianos;
      // Unreachable through the wizard (a reload resumes step 4 at TitolareEffettivo): the generic dialog.
      if (!declaration || !gianos) throw new Error('ScopoRapporto without the answers of TitolareEffettivo and Gianos');
      store.actions.setRegistration(await saveFatcaGianos(api, registration.id, fatcaGianosBody(declaration, gianos, purpose)));
      const user = store.state.data;
      if (user) store.actions.setUser({ ...user, context: { ...user.context, gianos } });
      await wizard.submit({ force: true });
    },
  });
  const { register, formState, control } = step.form;
  /** A radio question: its message shows as soon as it is answered (one explicit choice, nothing to finish typing). */
  const answer = (name: Radio) => register(name, { onChange: () => void step.form.trigger(name) });

  return (
    <StepForm {...step.frame} title={SCOPO_COPY.title} intro={SCOPO_COPY.intro}>
      <RadioGroup label={SCOPO_COPY.purpose} options={PURPOSES} error={formState.errors.purpose?.message} {...answer('purpose')} />
      <Revealed control={control} names={['purpose']} when={([purpose]) => purpose === 'OTHER'}>
        <TextField
          label={SCOPO_COPY.otherPurpose}
          hint={SCOPO_COPY.otherPurposeHint}
          autoComplete="off"
          maxLength={100}
          error={formState.errors.otherPurpose?.message}
          {...register('otherPurpose')}
        />
      </Revealed>
      <RadioGroup label={SCOPO_COPY.fundsOrigin} options={ORIGINS} error={formState.errors.fundsOrigin?.message} {...answer('fundsOrigin')} />
    </StepForm>
  );
}
