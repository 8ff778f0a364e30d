/**
 * Citizenship (spec §4 CONSUMER 1,7; back blocked): citizenship, birth place and fiscal code. The fiscal
 * code is upper-cased as it is typed (§5), checked with §5's rule, then with `GET lookups/fiscal-code`,
 * whose birth date must match the one the registration holds. Prosegui saves the three fields
 * (`registrations/{id}/update`) and then the step (§4 Step submit: progress saved, step 2).
 *
 * In an upgrade (a level upgrade starts here, 1,7) what the bank knows is shown read-only and
 * only the rest is asked; the code is looked up only when it is asked, against the registration's birth
 * date or else the profile's; the update sends the three fields together (useUpgradeMode).
 */
import { useState } from 'react';
import { updateRegistration } from '../../../api/registrations';
import { lookupFiscalCode } from '../../../api/users';
import { useInstance } from '../../../kit/hooks';
import { citizenshipOptions } from '../../../registration/countries';
import { savedText } from '../../../registration/draft';
import { birthDateToMatch, profileOf } from '../../../registration/upgrade';
import { KnownData } from '../../../kit/KnownData';
import { useUpgradeMode } from '../../../kit/connected/useUpgradeMode';
import { CitizenshipFormSchema, type CitizenshipFormValues } from './schema';
import type { ScreenProps } from '../../../kit/screen';
import { FiscalCodeField, SelectField, TextField } from '../../../kit/fields';
import { StepForm } from '../../../kit/StepForm';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { CITIZENSHIP_COPY } from './copy';

const FIELDS = ['citizenship', 'birthPlace', 'fiscalCode'] as const;

export default function Citizenship(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const { store, api } = instance;
  const [options] = useState(() => citizenshipOptions().map(({ code, name }) => ({ value: code, label: name })));
  const [saved] = useState(() => store.state.registrations?.data ?? {});
  const upgrade = useUpgradeMode(FIELDS, {
    citizenship: CITIZENSHIP_COPY.citizenship,
    birthPlace: CITIZENSHIP_COPY.birthPlace,
    fiscalCode: CITIZENSHIP_COPY.fiscalCode,
  });
  const asks = (field: (typeof FIELDS)[number]) => upgrade?.asks(field) ?? true;

  const step = useStepForm<CitizenshipFormValues, CitizenshipFormValues>({
    screen: 'Citizenship',
    schema: upgrade ? upgrade.narrow(CitizenshipFormSchema) : CitizenshipFormSchema,
    defaultValues: upgrade?.values ?? {
      citizenship: savedText(saved, 'citizenship'),
      birthPlace: savedText(saved, 'birthPlace'),
      fiscalCode: savedText(saved, 'fiscalCode'),
    },
    serverFields: serverFieldsOf('citizenship', 'birthPlace', 'fiscalCode'),
    onValid: async (values) => {
      const registration = store.state.registrations;
      if (!registration) return;
      if (asks('fiscalCode')) {
        const decoded = await lookupFiscalCode(api, values.fiscalCode);
        const birthDate = upgrade ? birthDateToMatch(registration.data, profileOf(store.state.data)) : savedText(registration.data, 'birthDate');
        if (decoded.birthDate && birthDate && decoded.birthDate !== birthDate) {
          step.setServerError('fiscalCode', CITIZENSHIP_COPY.birthDateMismatch);
          return;
        }
      }
      if (upgrade) await upgrade.save(values);
      else store.actions.setRegistration(await updateRegistration(api, registration.id, { data: values }));
      await wizard.submit({ force: true });
    },
  });
  const { register, formState } = step.form;

  return (
    <StepForm
      {...step.frame}
      title={CITIZENSHIP_COPY.title}
      intro={CITIZENSHIP_COPY.intro}
    >
      <KnownData items={upgrade?.known ?? []} />
      {asks('citizenship') && (
        <SelectField
          label={CITIZENSHIP_COPY.citizenship}
          autoComplete="country"
          placeholder={CITIZENSHIP_COPY.choose}
          options={options}
          error={formState.errors.citizenship?.message}
          {...register('citizenship')}
        />
      )}
      {asks('birthPlace') && (
        <TextField
          label={CITIZENSHIP_COPY.birthPlace}
          hint={CITIZENSHIP_COPY.birthPlaceHint}
          autoComplete="off"
          autoCapitalize="words"
          error={formState.errors.birthPlace?.message}
          {...register('birthPlace')}
        />
      )}
      {asks('fiscalCode') && (
        <FiscalCodeField label={CITIZENSHIP_COPY.fiscalCode} error={formState.errors.fiscalCode?.message} {...register('fiscalCode')} />
      )}
    </StepForm>
  );
}
