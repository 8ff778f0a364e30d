/**
 * Shipment (spec §2 `/Shipment`, back blocked): where the chosen physical card is sent. Spec §4 places it
 * in no flow; we place it as CONSUMER 5,3, after the card's documents (decision in src/flows/flows.ts), and
 * CardDocumentation skips it for a virtual card. The choice: the residence the Addresses step saved
 * (`registration.data.addresses.residence`, shown read-only) or another address (§5 ADDRESS, HOUSE_NUMBER,
 * CITY, the CAP and a province: the kit's AddressFields and the rules of every postal address, as on
 * Addresses; sent normalised). Prosegui saves it with the sandbox's `POST registrations/{id}/shipment`
 * (`data.shipment`; spec §7 shows no such call) and does the step submit (last substep: progress saved,
 * step 6). Reached with a virtual card anyway (a reload between the documents and the progress save), it
 * says no delivery is needed and only moves on.
 */
import type { PrepaidCard } from '../../../api/cards-schemas';
import { SavedAddressesSchema, savedPart, type PostalAddress } from '../../../api/declarations-schemas';
import { saveShipment } from '../../../api/registrations';
import { getPrepaidCards } from '../../../api/users';
import { AddressFields } from '../../../kit/AddressFields';
import { RadioGroup } from '../../../kit/fields';
import { useInstance } from '../../../kit/hooks';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useLoaded } from '../../../kit/useLoaded';
import { useStepForm } from '../../../kit/useStepForm';
import { addressServerFields, EMPTY_ADDRESS } from '../../../registration/postal-address';
import { SHIPMENT_COPY as COPY } from './copy';
import { ShipmentSchema, shipmentBody, type ShipmentOutput, type ShipmentValues } from './schema';

/** The residence the Addresses step saved (`data.addresses.residence`), when there is one. */
export function residenceOf(data: Readonly<Record<string, unknown>> | null | undefined): PostalAddress | undefined {
  return savedPart(data, 'addresses', SavedAddressesSchema)?.residence;
}

/** "VIA ROMA 12/B, 20121 MILANO (MI)". */
export const formatAddress = (a: PostalAddress) => `${a.address} ${a.houseNumber}, ${a.postalCode} ${a.city} (${a.province})`;

/** The server's `address.city`… are the form's `other.city`… */
const SERVER_FIELDS = { to: 'to', ...addressServerFields('address', 'other') } as const;

export default function Shipment(_props: ScreenProps) {
  const { instance } = useInstance();
  const cardId = instance.store.state.registrations?.prepaidCardResource?.id;
  const { loaded, retry } = useLoaded(getPrepaidCards);
  const card = loaded.kind === 'ready' ? loaded.value.find((c) => c.id === cardId) : undefined;
  if (!card) {
    return (
      <LoadState
        screen="Shipment"
        title={COPY.title}
        failed={loaded.kind !== 'loading'}
        loadingText={COPY.loading}
        failedText={COPY.loadError}
        onRetry={retry}
      />
    );
  }
  return <ShipmentForm card={card} />;
}

function ShipmentForm({ card }: { card: PrepaidCard }) {
  const { instance, wizard } = useInstance();
  const residence = residenceOf(instance.store.state.registrations?.data);
  const step = useStepForm<ShipmentValues, ShipmentOutput>({
    screen: 'Shipment',
    schema: ShipmentSchema,
    defaultValues: { to: residence ? '' : 'OTHER', other: EMPTY_ADDRESS },
    serverFields: SERVER_FIELDS,
    sent: !card.physical,
    onValid: async (values) => {
      const registration = instance.store.state.registrations;
      if (!registration) return;
      instance.store.actions.setRegistration(await saveShipment(instance.api, registration.id, shipmentBody(values)));
      await wizard.submit({ force: true });
    },
  });
  const { register, formState, watch } = step.form;
  const to = watch('to');

  if (!card.physical) {
    return (
      <StepForm {...step.frame} sent={false} title={COPY.title} intro={<p className="step-status">{COPY.virtual}</p>}>
        {null}
      </StepForm>
    );
  }
  return (
    <StepForm {...step.frame} title={COPY.title} intro={COPY.intro(card.name)}>
      {residence && (
        <RadioGroup
          label={COPY.choiceLabel}
          options={[
            { value: 'RESIDENCE', label: COPY.residence, hint: formatAddress(residence) },
            { value: 'OTHER', label: COPY.other },
          ]}
          error={formState.errors.to?.message}
          {...register('to')}
        />
      )}
      {to === 'OTHER' && (
        <AddressFields
          name="other"
          register={register}
          errors={formState.errors.other}
          labels={COPY.otherAddress}
          autoCompleteSection="shipping"
        />
      )}
    </StepForm>
  );
}
