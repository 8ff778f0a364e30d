/**
 * What a screen hands to a later screen of the same step without saving it yet (spec §4 CONSUMER
 * step 4: TitolareEffettivo and Gianos keep their answers for ScopoRapporto, which sends the three
 * screens' answers in one `fatca-gianos` call; going back from Gianos to TitolareEffettivo shows them
 * again). Like the data steps' draft it lives in memory only, in the element instance's store (two
 * widgets never share it, nothing is written to storage, and every store reset — session expiry, exit —
 * empties it), and per registration: after a session change another registration's answers are never offered.
 */
import { useCallback, useMemo } from 'react';
import type { Instance } from '../../app/instance';
import { useInstance } from '../hooks';

export interface StepMemory {
  /** What was remembered under `key` for the current registration; undefined when nothing was. */
  recall: <T>(key: string) => T | undefined;
  /** Remembers `value` under `key` for the current registration. */
  remember: (key: string, value: unknown) => void;
}

/** The instance's step memory, keyed by the current registration. */
export function stepMemory(instance: Instance): StepMemory {
  const scoped = (key: string) => `${instance.store.state.registrations?.id ?? ''}\u0000${key}`;
  return {
    recall: <T,>(key: string) => instance.store.actions.recall(scoped(key)) as T | undefined,
    remember: (key, value) => instance.store.actions.remember(scoped(key), value),
  };
}

/** {@link stepMemory} of the screen's instance. */
export function useStepMemory(): StepMemory {
  const { instance } = useInstance();
  const memory = useMemo(() => stepMemory(instance), [instance]);
  const recall = useCallback(<T,>(key: string) => memory.recall<T>(key), [memory]);
  return useMemo(() => ({ recall, remember: memory.remember }), [recall, memory]);
}
