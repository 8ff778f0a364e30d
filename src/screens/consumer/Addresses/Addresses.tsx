/**
 * Addresses (spec §4 CONSUMER 3,0; back blocked): the residence, and the domicile when it differs.
 * Address, house number and city are normalised as they are typed (§5: upper case, "A'" for "à"), the
 * caret staying where the user types. Prosegui saves them (`POST registrations/{id}/addresses`) and does
 * the step submit (progress 4). A reload resumes here with what was saved (`data.addresses`).
 */
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { saveAddresses } from '../../../api/registrations';
import { SavedAddressesSchema, savedPart } from '../../../api/declarations-schemas';
import { useInstance } from '../../../kit/hooks';
import type { ScreenProps } from '../../../kit/screen';
import { CheckboxField, NormalisedTextField, SelectField, TextField } from '../../../kit/fields';
import { Revealed } from '../../../kit/Revealed';
import { StepForm } from '../../../kit/StepForm';
import { useStepForm } from '../../../kit/useStepForm';
import { PROVINCES } from '../../../registration/provinces';
import { normaliseAddressTyping } from '../../../validation/address-typing';
import { POSTAL_CODE_LENGTH } from '../../../validation/postal-code';
import { ADDRESSES_COPY, type AddressLabels } from './copy';
import { ADDRESS_FIELDS, AddressesFormSchema, addressesBody, addressesDefaults, type AddressesFormOutput, type AddressesFormValues } from './schema';

type Block = 'residence' | 'domicile';

const PROVINCE_OPTIONS = PROVINCES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));

/** Server field names (`residence.city`, `domicile.postalCode`…) are the form's paths. */
const SERVER_FIELDS = Object.fromEntries(
  (['residence', 'domicile'] as const).flatMap((block) => ADDRESS_FIELDS.map((field) => [`${block}.${field}`, `${block}.${field}`])),
) as Record<string, Path<AddressesFormValues>>;

const CSS = `.address-block { display: grid; gap: 1rem; margin: 0; padding: 0; border: 0; min-width: 0; }
.address-block > legend { padding: 0; margin-bottom: 0.25rem; font-weight: 700; font-size: 1.125rem; }`;

export default function Addresses(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const { store, api } = instance;
  const [defaults] = useState(() => addressesDefaults(savedPart(store.state.registrations?.data, 'addresses', SavedAddressesSchema)));

  const step = useStepForm<AddressesFormValues, AddressesFormOutput>({
    screen: 'Addresses',
    schema: AddressesFormSchema,
    defaultValues: defaults,
    serverFields: SERVER_FIELDS,
    onValid: async (values) => {
      const registration = store.state.registrations;
      if (!registration) return;
      store.actions.setRegistration(await saveAddresses(api, registration.id, addressesBody(values)));
      await wizard.submit({ force: true });
    },
  });
  const { register, formState, control } = step.form;

  /** The five fields of one address; the domicile's autofill is a section of its own. */
  const addressFields = (block: Block, labels: AddressLabels) => {
    const errors = formState.errors[block];
    const section = block === 'domicile' ? 'section-domicile ' : '';
    return (
      <fieldset className="address-block">
        <legend>{labels.legend}</legend>
        <NormalisedTextField
          label={labels.address}
          hint={ADDRESSES_COPY.addressHint}
          autoComplete={`${section}address-line1`}
          normalise={normaliseAddressTyping}
          error={errors?.address?.message}
          {...register(`${block}.address`)}
        />
        <NormalisedTextField
          label={labels.houseNumber}
          hint={ADDRESSES_COPY.houseNumberHint}
          autoComplete="off"
          normalise={normaliseAddressTyping}
          error={errors?.houseNumber?.message}
          {...register(`${block}.houseNumber`)}
        />
        <NormalisedTextField
          label={labels.city}
          autoComplete={`${section}address-level2`}
          normalise={normaliseAddressTyping}
          error={errors?.city?.message}
          {...register(`${block}.city`)}
        />
        <TextField
          label={labels.postalCode}
          autoComplete={`${section}postal-code`}
          inputMode="numeric"
          maxLength={POSTAL_CODE_LENGTH}
          error={errors?.postalCode?.message}
          {...register(`${block}.postalCode`)}
        />
        <SelectField
          label={labels.province}
          autoComplete={`${section}address-level1`}
          placeholder={ADDRESSES_COPY.chooseProvince}
          options={PROVINCE_OPTIONS}
          error={errors?.province?.message}
          {...register(`${block}.province`)}
        />
      </fieldset>
    );
  };

  return (
    <StepForm {...step.frame} title={ADDRESSES_COPY.title} intro={ADDRESSES_COPY.intro} css={CSS}>
      {addressFields('residence', ADDRESSES_COPY.residence)}
      <CheckboxField
        label={ADDRESSES_COPY.differentDomicile}
        hint={ADDRESSES_COPY.differentDomicileHint}
        {...register('differentDomicile')}
      />
      <Revealed control={control} names={['differentDomicile']} when={([different]) => different === true}>
        {addressFields('domicile', ADDRESSES_COPY.domicile)}
      </Revealed>
    </StepForm>
  );
}
