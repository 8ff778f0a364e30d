/**
 * Gianos (spec §4 CONSUMER 4,1): the job (§3 codes) and, for the working jobs, the activity sector
 * listed by `GET documents/gianos` (loaded once per registration). Nothing is sent here: Prosegui keeps the
 * answers for ScopoRapporto and moves on (4,1 -> 4,2); going back to TitolareEffettivo keeps them too.
 */
import { useEffect, useState } from 'react';
import { asApiError } from '../../../api/errors';
import { getGianosDocuments } from '../../../api/documents';
import { JOB_CODES, jobHasSector, type ActivitySector, type GianosAnswers } from '../../../api/declarations-schemas';
import { useInstance } from '../../../kit/hooks';
import type { ScreenProps } from '../../../kit/screen';
import { RadioGroup, SelectField } from '../../../kit/fields';
import { Revealed } from '../../../kit/Revealed';
import { StepForm } from '../../../kit/StepForm';
import { useStepForm } from '../../../kit/useStepForm';
import { useStepMemory } from '../../../kit/connected/useStepMemory';
import { SELF_DECLARATION_MEMORY, savedSelfDeclaration } from '../../../registration/self-declaration';
import { GIANOS_COPY } from './copy';
import { EMPTY_GIANOS, GianosFormSchema, gianosFromAnswers, type GianosFormValues } from './schema';

const JOB_OPTIONS = JOB_CODES.map((code) => ({ value: code, label: GIANOS_COPY.jobs[code], hint: GIANOS_COPY.jobHints[code] }));

/** The radio questions of the form. */
type Radio = 'job';

export default function Gianos(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const memory = useStepMemory();
  const [sectors, setSectors] = useState<ActivitySector[] | undefined>();
  const [defaults] = useState<GianosFormValues>(() => {
    const saved = savedSelfDeclaration(instance.store.state.registrations?.data).gianos;
    return memory.recall<GianosFormValues>(SELF_DECLARATION_MEMORY.gianosTyped) ?? (saved ? gianosFromAnswers(saved) : EMPTY_GIANOS);
  });

  useEffect(() => {
    // One request per registration (the store's requestOnce; the list does not change during a registration):
    // StrictMode's second effect and a return here share the first's answer; a failure, shown once by the
    // request's maker, is forgotten so that the next arrival asks again.
    const { api, store } = instance;
    let first = false;
    const loading = store.actions.requestOnce('gianos-sectors', store.state.registrations?.id ?? '', () => {
      first = true;
      return getGianosDocuments(api);
    });
    if (first) loading.catch((error: unknown) => void instance.showError(asApiError(error)));
    let live = true;
    loading.then(
      (list) => live && setSectors(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [instance]);

  const step = useStepForm<GianosFormValues, GianosAnswers>({
    screen: 'Gianos',
    schema: GianosFormSchema,
    defaultValues: defaults,
    serverFields: {},
    onLeave: (typed) => memory.remember(SELF_DECLARATION_MEMORY.gianosTyped, typed),
    onValid: async (answers) => {
      memory.remember(SELF_DECLARATION_MEMORY.gianosAnswers, answers);
      await wizard.submit({ force: true });
    },
  });
  const { register, formState, control } = step.form;
  /** A radio question: its message shows as soon as it is answered (one explicit choice, nothing to finish typing). */
  const answer = (name: Radio) => register(name, { onChange: () => void step.form.trigger(name) });

  return (
    <StepForm {...step.frame} title={GIANOS_COPY.title} intro={GIANOS_COPY.intro}>
      <RadioGroup label={GIANOS_COPY.job} options={JOB_OPTIONS} error={formState.errors.job?.message} {...answer('job')} />
      <Revealed control={control} names={['job']} when={([job]) => typeof job === 'string' && jobHasSector(job)}>
        {/* Rendered once the list is there, so a kept or saved sector is selected when the select registers. */}
        {sectors ? (
          <SelectField
            label={GIANOS_COPY.sector}
            hint={GIANOS_COPY.sectorHint}
            placeholder={GIANOS_COPY.chooseSector}
            options={sectors.map(({ code, description }) => ({ value: code, label: description }))}
            error={formState.errors.activitySector?.message}
            {...register('activitySector')}
          />
        ) : (
          <p className="step-status" role="status">
            {GIANOS_COPY.loadingSectors}
          </p>
        )}
      </Revealed>
    </StepForm>
  );
}
