/**
 * The five fields of one postal address, in a fieldset with its legend: address, house number and city
 * normalised as they are typed (§5: upper case, "A'" for "à", the caret kept where the user types), the
 * CAP (numeric keyboard, five characters) and the province chosen among the Italian ones. Used by
 * Addresses (residence, domicile) and Shipment (another address); their rules are
 * `PostalAddressFormSchema` (src/registration/postal-address.ts).
 *
 * With react-hook-form: `name` is the form's path of the address (its fields are `<name>.address`…),
 * `register` the form's, `errors` the errors below that path.
 */
import type { FieldPathByValue, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { PROVINCES } from '../registration/provinces';
import type { AddressField, PostalAddress } from '../registration/postal-address';
import { normaliseAddressTyping } from '../validation/address-typing';
import { POSTAL_CODE_LENGTH } from '../validation/postal-code';
import { ADDRESS_COPY } from './copy';
import { FieldSection, NormalisedTextField, SelectField, TextField } from './fields';

/** The legend and the five labels of one address (each label unique on its screen). */
export type AddressLabels = { legend: string } & Record<AddressField, string>;

const PROVINCE_OPTIONS = PROVINCES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));

export interface AddressFieldsProps<T extends FieldValues> {
  /** The form's path of the address. */
  name: FieldPathByValue<T, PostalAddress>;
  register: UseFormRegister<T>;
  /** The errors below `name` (`formState.errors.<name>`). */
  errors: Partial<Record<AddressField, { message?: string | undefined } | undefined>> | undefined;
  labels: AddressLabels;
  /** The autofill section (`section-domicile`, `shipping`) put before each field's autocomplete token. */
  autoCompleteSection?: string;
}

export function AddressFields<T extends FieldValues>({ name, register, errors, labels, autoCompleteSection }: AddressFieldsProps<T>) {
  const field = (key: AddressField) => register(`${name}.${key}` as Path<T>);
  const autoComplete = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  return (
    <FieldSection legend={labels.legend}>
      <NormalisedTextField
        label={labels.address}
        hint={ADDRESS_COPY.addressHint}
        autoComplete={autoComplete('address-line1')}
        normalise={normaliseAddressTyping}
        error={errors?.address?.message}
        {...field('address')}
      />
      <NormalisedTextField
        label={labels.houseNumber}
        hint={ADDRESS_COPY.houseNumberHint}
        autoComplete="off"
        normalise={normaliseAddressTyping}
        error={errors?.houseNumber?.message}
        {...field('houseNumber')}
      />
      <NormalisedTextField
        label={labels.city}
        autoComplete={autoComplete('address-level2')}
        normalise={normaliseAddressTyping}
        error={errors?.city?.message}
        {...field('city')}
      />
      <TextField
        label={labels.postalCode}
        autoComplete={autoComplete('postal-code')}
        inputMode="numeric"
        maxLength={POSTAL_CODE_LENGTH}
        error={errors?.postalCode?.message}
        {...field('postalCode')}
      />
      <SelectField
        label={labels.province}
        autoComplete={autoComplete('address-level1')}
        placeholder={ADDRESS_COPY.chooseProvince}
        options={PROVINCE_OPTIONS}
        error={errors?.province?.message}
        {...field('province')}
      />
    </FieldSection>
  );
}
