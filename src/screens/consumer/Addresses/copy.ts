/**
 * Italian copy of Addresses (spec §4 CONSUMER 3,0). The spec gives the validation messages
 * (src/validation/messages.ts) and "Prosegui"; the rest is ours. The domicile's fields carry their own
 * labels ("… del domicilio") so every field has a unique accessible name.
 */
import { SCREEN_REGISTRY } from '../../registry';

/** The labels of one address's five fields. */
export interface AddressLabels {
  legend: string;
  address: string;
  houseNumber: string;
  city: string;
  postalCode: string;
  province: string;
}

export const ADDRESSES_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_REGISTRY.Addresses.title,
  intro: 'Indica dove risiedi: è l’indirizzo dei tuoi documenti e quello a cui ti scriveremo, se serve.',
  residence: {
    legend: 'Residenza',
    address: 'Indirizzo',
    houseNumber: 'Numero civico',
    city: 'Comune',
    postalCode: 'CAP',
    province: 'Provincia',
  } satisfies AddressLabels,
  domicile: {
    legend: 'Domicilio',
    address: 'Indirizzo del domicilio',
    houseNumber: 'Numero civico del domicilio',
    city: 'Comune del domicilio',
    postalCode: 'CAP del domicilio',
    province: 'Provincia del domicilio',
  } satisfies AddressLabels,
  addressHint: 'Per esempio: Via Roma (il numero civico va nel campo seguente)',
  houseNumberHint: 'Per esempio: 12, 12/B oppure SNC',
  chooseProvince: 'Seleziona la provincia',
  differentDomicile: 'Il domicilio è diverso dalla residenza',
  differentDomicileHint: 'Il luogo in cui vivi abitualmente, se non è quello di residenza.',
} as const;
