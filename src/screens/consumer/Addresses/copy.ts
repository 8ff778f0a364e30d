/**
 * Italian copy of Addresses (spec §4 CONSUMER 3,0). The spec gives the validation messages
 * (src/validation/messages.ts) and "Prosegui"; the rest is ours. The domicile's fields carry their own
 * labels ("… del domicilio") so every field has a unique accessible name.
 */
import type { AddressLabels } from '../../../kit/AddressFields';
import { ADDRESS_COPY } from '../../../kit/copy';
import { SCREEN_TITLES } from '../../../flows';

export type { AddressLabels };

export const ADDRESSES_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.Addresses,
  intro: 'Indica dove risiedi: è l’indirizzo dei tuoi documenti e quello a cui ti scriveremo, se serve.',
  residence: {
    legend: 'Residenza',
    ...ADDRESS_COPY.labels,
  } satisfies AddressLabels,
  domicile: {
    legend: 'Domicilio',
    address: 'Indirizzo del domicilio',
    houseNumber: 'Numero civico del domicilio',
    city: 'Comune del domicilio',
    postalCode: 'CAP del domicilio',
    province: 'Provincia del domicilio',
  } satisfies AddressLabels,
  /** The province select's prompt (the kit's AddressFields). */
  chooseProvince: ADDRESS_COPY.chooseProvince,
  differentDomicile: 'Il domicilio è diverso dalla residenza',
  differentDomicileHint: 'Il luogo in cui vivi abitualmente, se non è quello di residenza.',
  /** BUSINESS only: the registered office. */
  office: {
    legend: "Sede dell'attività",
    address: 'Indirizzo della sede',
    houseNumber: 'Numero civico della sede',
    city: 'Comune della sede',
    postalCode: 'CAP della sede',
    province: 'Provincia della sede',
  } satisfies AddressLabels,
  differentOffice: "La sede dell'attività è diversa dalla residenza",
  differentOfficeHint: "Indica l'indirizzo della sede legale o dello studio.",
} as const;
