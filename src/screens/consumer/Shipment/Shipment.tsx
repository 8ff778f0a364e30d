/**
 * Shipment (spec §2 `/Shipment`, back blocked): where the chosen physical card is sent. Spec §4 places it
 * in no flow; we place it as CONSUMER 5,3, after the card's documents (decision in src/flows/flows.ts), and
 * CardDocumentation skips it for a virtual card. The choice: the residence the Addresses step saved
 * (`registration.data.addresses.residence`, shown read-only) or another address (§5 ADDRESS, HOUSE_NUMBER,
 * CITY; CAP and province). Prosegui saves it with the sandbox's `POST registrations/{id}/shipment`
 * (`data.shipment`; spec §7 shows no such call) and does the step submit (last substep: progress saved,
 * step 6). Reached with a virtual card anyway (a reload between the documents and the progress save), it
 * says no delivery is needed and only moves on.
 *
 * Address fields are plain TextFields: the address-normalising field of spec §5 ("address strings are
 * normalised … upper-cased") arrives in the kit from another branch and should replace them.
 */
import type { PostalAddress, PrepaidCard } from '../../../api/cards-schemas';
import { PostalAddressSchema } from '../../../api/cards-schemas';
import { saveShipment } from '../../../api/registrations';
import { getPrepaidCards } from '../../../api/users';
import { RadioGroup, TextField } from '../../../kit/fields';
import { useInstance } from '../../../kit/hooks';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useLoaded } from '../../../kit/useLoaded';
import { useStepForm } from '../../../kit/useStepForm';
import { SHIPMENT_COPY as COPY } from './copy';
import { ADDRESS_FIELD_NAMES, ShipmentSchema, type AddressField, type ShipmentValues } from './schema';

/** The residence the Addresses step saved, when it has the five fields. */
export function residenceOf(data: Readonly<Record<string, unknown>> | null | undefined): PostalAddress | undefined {
  const addresses = data?.addresses;
  const residence = typeof addresses === 'object' && addresses !== null ? (addresses as Record<string, unknown>).residence : undefined;
  const parsed = PostalAddressSchema.safeParse(residence);
  return parsed.success ? parsed.data : undefined;
}

/** "Via Roma 12/B, 20121 Milano (MI)". */
export const formatAddress = (a: PostalAddress) => `${a.address} ${a.houseNumber}, ${a.postalCode} ${a.city} (${a.province})`;

const AUTOCOMPLETE: Record<AddressField, string> = {
  address: 'address-line1',
  houseNumber: 'address-line2',
  city: 'address-level2',
  postalCode: 'postal-code',
  province: 'address-level1',
};

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

const EMPTY = { address: '', houseNumber: '', city: '', postalCode: '', province: '' };

function ShipmentForm({ card }: { card: PrepaidCard }) {
  const { instance, wizard } = useInstance();
  const residence = residenceOf(instance.store.state.registrations?.data);
  const step = useStepForm<ShipmentValues, ShipmentValues>({
    screen: 'Shipment',
    schema: ShipmentSchema,
    defaultValues: { to: residence ? '' : 'OTHER', other: EMPTY },
    serverFields: {
      to: 'to',
      ...Object.fromEntries(ADDRESS_FIELD_NAMES.map((f) => [`address.${f}`, `other.${f}` as const])),
    },
    sent: !card.physical,
    onValid: async ({ to, other }) => {
      const registration = instance.store.state.registrations;
      if (!registration) return;
      const body =
        to === 'RESIDENCE'
          ? ({ to: 'RESIDENCE' } as const)
          : { to: 'OTHER' as const, address: { ...other, province: other.province.trim().toUpperCase() } };
      instance.store.actions.setRegistration(await saveShipment(instance.api, registration.id, body));
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
      {to === 'OTHER' &&
        ADDRESS_FIELD_NAMES.map((field) => (
          <TextField
            key={field}
            label={COPY[field]}
            autoComplete={`shipping ${AUTOCOMPLETE[field]}`}
            inputMode={field === 'postalCode' ? 'numeric' : undefined}
            maxLength={field === 'postalCode' ? 5 : field === 'province' ? 2 : undefined}
            error={formState.errors.other?.[field]?.message}
            {...register(`other.${field}`)}
          />
        ))}
    </StepForm>
  );
}
