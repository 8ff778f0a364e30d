/**
 * React access to the element instance (one provider per `<bank-onboarding>`, given by the shell's App):
 * what the kit and the screens read of their element and its wizard. Its width: layout.ts.
 */
import { createContext, useContext } from 'react';
import { useSnapshot } from 'valtio';
import type { Instance } from '../app/instance';
import type { Wizard } from '../app/wizard';

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
