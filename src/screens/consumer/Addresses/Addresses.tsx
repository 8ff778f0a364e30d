/**
 * Addresses (spec §4 CONSUMER 3,0; back blocked): the residence, and the domicile when it differs.
 * Address, house number and city are normalised as they are typed (§5: upper case, "A'" for "à"), the
 * caret staying where the user types. Prosegui saves them (`POST registrations/{id}/addresses`) and does
 * the step submit (progress 4). A reload resumes here with what was saved (`data.addresses`).
 */
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { saveAddresses } from '../../../api/registrations';
import { SavedAddressesSchema, savedPart } from '../../../api/declarations-schemas';
import { AddressFields } from '../../../kit/AddressFields';
import { useInstance, useOnboardingState } from '../../../kit/hooks';
import type { ScreenProps } from '../../../kit/screen';
import { CheckboxField } from '../../../kit/fields';
import { Revealed } from '../../../kit/Revealed';
import { StepForm } from '../../../kit/StepForm';
import { useStepForm } from '../../../kit/useStepForm';
import { addressServerFields } from '../../../registration/postal-address';
import { ADDRESSES_COPY } from './copy';
import { AddressesFormSchema, addressesBody, addressesDefaults, type AddressesFormOutput, type AddressesFormValues } from './schema';

/** Server field names (`residence.city`, `domicile.postalCode`…) are the form's paths. */
const SERVER_FIELDS = {
  ...addressServerFields('residence', 'residence'),
  ...addressServerFields('domicile', 'domicile'),
  ...addressServerFields('office', 'office'),
};

export default function Addresses(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const { store, api } = instance;
  // A business also gives its registered office when it is not the holder's residence.
  const business = useOnboardingState().flow === 'BUSINESS';
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
  const { register, formState } = step.form;

  return (
    <StepForm {...step.frame} title={ADDRESSES_COPY.title} intro={ADDRESSES_COPY.intro}>
      <AddressFields name="residence" register={register} errors={formState.errors.residence} labels={ADDRESSES_COPY.residence} />
      <OtherAddress form={step.form} kind="domicile" box="differentDomicile" />
      {business && <OtherAddress form={step.form} kind="office" box="differentOffice" />}
    </StepForm>
  );
}

/**
 * An address asked only when it differs from the residence: its box, and once ticked its fields (the domicile;
 * a business's registered office).
 */
function OtherAddress({
  form: { register, control, formState },
  kind,
  box,
}: {
  form: UseFormReturn<AddressesFormValues, unknown, AddressesFormOutput>;
  kind: 'domicile' | 'office';
  box: 'differentDomicile' | 'differentOffice';
}) {
  const text = OTHER_ADDRESS_COPY[kind];
  return (
    <>
      <CheckboxField label={text.box} hint={text.hint} {...register(box)} />
      <Revealed control={control} names={[box]} when={([different]) => different === true}>
        <AddressFields name={kind} register={register} errors={formState.errors[kind]} labels={ADDRESSES_COPY[kind]} autoCompleteSection={`section-${kind}`} />
      </Revealed>
    </>
  );
}

const OTHER_ADDRESS_COPY = {
  domicile: { box: ADDRESSES_COPY.differentDomicile, hint: ADDRESSES_COPY.differentDomicileHint },
  office: { box: ADDRESSES_COPY.differentOffice, hint: ADDRESSES_COPY.differentOfficeHint },
} as const;
