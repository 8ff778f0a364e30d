/**
 * Upgrade mode of a data step (rules in src/registration/upgrade.ts): in the three upgrade flows
 * a screen shows what the bank knows (KnownData), asks only the rest with its normal fields, validates only
 * those, and saves with `POST registrations/{id}/update { data }`. Outside the upgrade flows it is null and
 * the screen behaves as in CONSUMER. Read once when the screen mounts (like the form's starting values).
 */
import { useState } from 'react';
import * as z from 'zod/mini';
import type { Instance } from '../../app/instance';
import { isUpgradeFlow } from '../../flows';
import {
  profileOf,
  shownValue,
  upgradeData,
  upgradeFields,
  type UpgradeFields,
} from '../../registration/upgrade';
import { useInstance } from '../hooks';
import type { KnownItem } from '../KnownData';

export interface UpgradeMode<F extends string> {
  /** KnownData's items: the known fields, labelled as the screen labels them. */
  known: KnownItem[];
  /** Whether the screen shows `field`'s normal input. */
  asks: (field: F) => boolean;
  /** The form's starting values. */
  values: Record<F, string>;
  /** The screen's schema reduced to the asked fields (an object schema; any other is kept whole). */
  narrow: <S>(schema: S) => S;
  /** Saves the screen's known and typed fields on the registration (the update's answer is stored). */
  save: (typed: Partial<Record<F, string>>) => Promise<void>;
}

/** Saves `data` on the current registration with `registrations/{id}/update` and stores the answer. */
export async function saveRegistrationData(instance: Instance, data: Record<string, unknown>): Promise<void> {
  const registration = instance.store.state.registrations;
  if (!registration) return;
  // Loaded on demand, as the wizard loads its progress call: the data steps' chunks stay small.
  const { updateRegistration } = await import('../../api/registrations');
  instance.store.actions.setRegistration(await updateRegistration(instance.api, registration.id, { data }));
}

function modeOf<F extends string>(instance: Instance, fields: UpgradeFields<F>, labels: Partial<Record<F, string>>): UpgradeMode<F> {
  const asked = new Set<string>(fields.asked);
  return {
    known: fields.known.map(({ field, value }) => ({ label: labels[field] ?? field, value: shownValue(field, value) })),
    asks: (field) => asked.has(field),
    values: fields.values,
    narrow: <S,>(schema: S): S =>
      schema instanceof z.core.$ZodObject
        ? (z.pick(schema as never, Object.fromEntries(fields.asked.map((field) => [field, true])) as never) as S)
        : schema,
    save: (typed) => saveRegistrationData(instance, upgradeData(fields, typed)),
  };
}

/** The upgrade mode of a screen asking `fields` (labelled by `labels`), or null outside the upgrade flows. */
export function useUpgradeMode<F extends string>(fields: readonly F[], labels: Partial<Record<F, string>>): UpgradeMode<F> | null {
  const { instance } = useInstance();
  const [mode] = useState(() => {
    const { flow, data: user, registrations } = instance.store.state;
    if (!isUpgradeFlow(flow)) return null;
    return modeOf(instance, upgradeFields(fields, profileOf(user), registrations?.data), labels);
  });
  return mode;
}
