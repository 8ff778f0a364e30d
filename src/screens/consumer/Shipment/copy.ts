/**
 * Italian copy of Shipment (spec §2 `/Shipment`, back blocked; placed as CONSUMER 5,3). The spec gives
 * "Prosegui" and the §5 messages; the rest is ours.
 */
import type { AddressLabels } from '../../../kit/AddressFields';
import { ADDRESS_COPY } from '../../../kit/copy';
import { SCREEN_TITLES } from '../../../flows';

export const SHIPMENT_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.Shipment,
  intro: (card: string) => `Dove vuoi ricevere la ${card}? La spediamo entro 10 giorni lavorativi.`,
  loading: 'Caricamento in corso…',
  loadError: 'Non è stato possibile caricare i dati della carta.',
  virtual: 'La carta che hai scelto è virtuale: non serve la spedizione. Puoi proseguire.',
  choiceLabel: 'Indirizzo di spedizione',
  residence: "All'indirizzo di residenza",
  other: 'A un altro indirizzo',
  /** Another address: the kit's five address fields (AddressFields), under this legend. */
  otherAddress: {
    legend: 'Dove spedire la carta',
    ...ADDRESS_COPY.labels,
  } satisfies AddressLabels,
} as const;
