/**
 * NameForm in the BUSINESS flow, "the business name form 1,1" of spec §2: the holder (name, and the birth
 * date AgeForm would have asked, since the business placement starts here) and the business (name, partita IVA; a
 * liberal professional's register and number). Pre-registration sends it as `business` (src/registration/draft.ts);
 * the server's refusals (e.g. a partita IVA already registered) come back under these fields.
 */
import { useState } from 'react';
import { DateField, FieldSection, SelectField, TextField } from '../../../kit/fields';
import { StepForm } from '../../../kit/StepForm';
import { useDraftStep } from '../../../kit/connected/useDraftStep';
import { companyTypeOf } from '../../../startup/flags';
import { PROFESSIONAL_REGISTERS } from '../../../validation/business';
import { BUSINESS_NAME_COPY as COPY, NAME_COPY } from './copy';
import { BUSINESS_NAME_FIELDS, businessNameFormSchema, type BusinessNameField, type BusinessNameFormValues } from './schema';

const REGISTER_OPTIONS = Object.entries(PROFESSIONAL_REGISTERS).map(([value, label]) => ({ value, label }));

export function BusinessNameForm() {
  const [companyType] = useState(() => companyTypeOf());
  const [schema] = useState(() => businessNameFormSchema(companyType));
  const step = useDraftStep<BusinessNameField, BusinessNameFormValues>({
    screen: 'NameForm',
    schema,
    fields: BUSINESS_NAME_FIELDS[companyType],
  });
  const { register, formState } = step.form;
  const { errors } = formState;

  return (
    <StepForm {...step.frame} title={COPY.title} intro={COPY.intro[companyType]}>
      <FieldSection legend={COPY.holder}>
        <TextField label={NAME_COPY.firstName} autoComplete="given-name" autoCapitalize="words" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label={NAME_COPY.lastName} autoComplete="family-name" autoCapitalize="words" error={errors.lastName?.message} {...register('lastName')} />
        <DateField label={COPY.birthDate} hint={COPY.birthDateHint} error={errors.birthDate?.message} {...register('birthDate')} />
      </FieldSection>
      <FieldSection legend={COPY.business}>
        <TextField
          label={COPY.businessName[companyType]}
          hint={COPY.businessNameHint[companyType]}
          autoComplete="organization"
          error={errors.businessName?.message}
          {...register('businessName')}
        />
        <TextField
          label={COPY.vatNumber}
          hint={COPY.vatNumberHint}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={16}
          error={errors.vatNumber?.message}
          {...register('vatNumber')}
        />
        {companyType === 'LP' && (
          <>
            <SelectField
              label={COPY.professionalRegister}
              placeholder={COPY.chooseRegister}
              options={REGISTER_OPTIONS}
              error={errors.professionalRegister?.message}
              {...register('professionalRegister')}
            />
            <TextField
              label={COPY.registerNumber}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.registerNumber?.message}
              {...register('registerNumber')}
            />
          </>
        )}
      </FieldSection>
    </StepForm>
  );
}
