/**
 * TitolareEffettivo (spec §4 CONSUMER 4,0; back blocked): the beneficial-owner declaration and the
 * FATCA/CRS answers (decisions in schema.ts). Nothing is sent here: Prosegui keeps the answers for
 * ScopoRapporto, which sends the three self-declaration screens in one `fatca-gianos` call, and moves
 * on (4,0 -> 4,1). A user who is not the beneficial owner cannot go on and is offered the contacts.
 */
import { useState } from 'react';
import type { DeclarationAnswers } from '../../../api/declarations-schemas';
import { useInstance } from '../../../kit/hooks';
import type { ScreenProps } from '../../../kit/screen';
import { RadioGroup, SelectField, TextField } from '../../../kit/fields';
import { Revealed } from '../../../kit/Revealed';
import { StepForm } from '../../../kit/StepForm';
import { useStepForm } from '../../../kit/useStepForm';
import { useStepMemory } from '../../../kit/connected/useStepMemory';
import { citizenshipOptions, ITALY } from '../../../registration/countries';
import { SELF_DECLARATION_MEMORY, savedSelfDeclaration } from '../../../registration/self-declaration';
import { TITOLARE_COPY } from './copy';
import { EMPTY_TITOLARE, TitolareFormSchema, titolareFromAnswers, type TitolareFormValues } from './schema';

const YES_NO = [
  { value: 'yes', label: TITOLARE_COPY.yes },
  { value: 'no', label: TITOLARE_COPY.no },
];
const OWNER = [
  { value: 'yes', label: TITOLARE_COPY.yesOwner },
  { value: 'no', label: TITOLARE_COPY.noOwner },
];

/** The radio questions of the form. */
type Radio = 'beneficialOwner' | 'usCitizen' | 'usTaxResident' | 'otherTaxResidence';

export default function TitolareEffettivo(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const memory = useStepMemory();
  const [countries] = useState(() =>
    citizenshipOptions()
      .filter(({ code }) => code !== ITALY)
      .map(({ code, name }) => ({ value: code, label: name })),
  );
  const [defaults] = useState<TitolareFormValues>(() => {
    const saved = savedSelfDeclaration(instance.store.state.registrations?.data).declaration;
    return memory.recall<TitolareFormValues>(SELF_DECLARATION_MEMORY.titolareTyped) ?? (saved ? titolareFromAnswers(saved) : EMPTY_TITOLARE);
  });

  const step = useStepForm<TitolareFormValues, DeclarationAnswers>({
    screen: 'TitolareEffettivo',
    schema: TitolareFormSchema,
    defaultValues: defaults,
    serverFields: {},
    onLeave: (typed) => memory.remember(SELF_DECLARATION_MEMORY.titolareTyped, typed),
    onValid: async (answers) => {
      memory.remember(SELF_DECLARATION_MEMORY.titolareAnswers, answers);
      await wizard.submit({ force: true });
    },
  });
  const { register, formState, control } = step.form;
  /** A radio question: its message shows as soon as it is answered (one explicit choice, nothing to finish typing). */
  const answer = (name: Radio) => register(name, { onChange: () => void step.form.trigger(name) });
  const errors = formState.errors;

  return (
    <StepForm {...step.frame} title={TITOLARE_COPY.title} intro={TITOLARE_COPY.intro}>
      <RadioGroup
        label={TITOLARE_COPY.beneficialOwner}
        hint={TITOLARE_COPY.beneficialOwnerHint}
        options={OWNER}
        error={errors.beneficialOwner?.message}
        {...answer('beneficialOwner')}
      />
      <Revealed control={control} names={['beneficialOwner']} when={([owner]) => owner === 'no'}>
        <div className="step-note" role="note">
          <p className="step-text">{TITOLARE_COPY.notOwnerNote}</p>
          <button type="button" className="button" onClick={() => instance.store.actions.openHelp('contacts')}>
            {TITOLARE_COPY.contactUs}
          </button>
        </div>
      </Revealed>
      <RadioGroup label={TITOLARE_COPY.usCitizen} options={YES_NO} error={errors.usCitizen?.message} {...answer('usCitizen')} />
      <RadioGroup label={TITOLARE_COPY.usTaxResident} options={YES_NO} error={errors.usTaxResident?.message} {...answer('usTaxResident')} />
      <Revealed control={control} names={['usCitizen', 'usTaxResident']} when={(answers) => answers.includes('yes')}>
        <TextField
          label={TITOLARE_COPY.usTin}
          hint={TITOLARE_COPY.usTinHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          error={errors.usTin?.message}
          {...register('usTin')}
        />
      </Revealed>
      <RadioGroup
        label={TITOLARE_COPY.otherTaxResidence}
        hint={TITOLARE_COPY.otherTaxResidenceHint}
        options={YES_NO}
        error={errors.otherTaxResidence?.message}
        {...answer('otherTaxResidence')}
      />
      <Revealed control={control} names={['otherTaxResidence']} when={([other]) => other === 'yes'}>
          <SelectField
            label={TITOLARE_COPY.country}
            placeholder={TITOLARE_COPY.chooseCountry}
            options={countries}
            error={errors.country?.message}
            {...register('country')}
          />
          <TextField
            label={TITOLARE_COPY.foreignTin}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            error={errors.foreignTin?.message}
            {...register('foreignTin')}
          />
      </Revealed>
    </StepForm>
  );
}
