/** React access to the element instance (one provider per `<bank-onboarding>`). */
import { createContext, useContext } from 'react';
import { useSnapshot } from 'valtio';
import type { Instance } from './instance';
import type { Wizard } from './wizard';

export interface InstanceContextValue {
  instance: Instance;
  wizard: Wizard;
}

export const InstanceContext = createContext<InstanceContextValue | null>(null);

export function useInstance(): InstanceContextValue {
  const value = useContext(InstanceContext);
  if (!value) throw new Error('useInstance() must be used inside <bank-onboarding>');
  return value;
}

/** A render-tracking snapshot of this instance's state. */
export function useOnboardingState() {
  return useSnapshot(useInstance().instance.store.state);
}
