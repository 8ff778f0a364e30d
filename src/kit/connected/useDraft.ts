/**
 * The values the data-step forms start from: the in-memory draft while the visitor has not registered
 * yet, else what the registration saved (`registration.data`), and whether the data was already sent.
 */
import { useState } from 'react';
import { useInstance } from '../hooks';
import { draftFromRegistrationData, type RegistrationDraft } from '../../registration/draft';

export interface DraftValues {
  values: RegistrationDraft;
  /** A registration exists: the pre-registration data has been sent. */
  sent: boolean;
}

/** Read once when the screen mounts (the form owns the values from then on). */
export function useDraft(): DraftValues {
  const { instance } = useInstance();
  const [initial] = useState<DraftValues>(() => {
    const { registrations, draft } = instance.store.state;
    if (registrations) return { values: draftFromRegistrationData(registrations.data, registrations.business), sent: true };
    return { values: { ...draft, consents: [...draft.consents] }, sent: false };
  });
  return initial;
}
