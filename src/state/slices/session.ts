/** Who is signed in and what they are registering (spec §3 client state: tokenData, data, registrations). */
import { ref } from 'valtio';
import type { Registration, User, WalletInstrument } from '../../api/schemas';
import type { TokenData } from '../../session/token-data';
import { defineSlice } from './slice';

export interface SessionState {
  tokenData: TokenData | null;
  /** The current user (spec §3: "data (user)"). */
  data: User | null;
  /** The current registration (spec §3: "registrations (the current registration)"). */
  registrations: Registration | null;
  /** The enabled prepaid card (spec §7 wallet-instruments), loaded for a minor upgrade (spec §4). */
  prepaidCard: WalletInstrument | null;
  /** spec §4 Other states: "Premium: activation sets premiumActivated" (the help panel's premium section). */
  premiumActivated: boolean;
}

export const sessionSlice = defineSlice({
  initial: (): SessionState => ({ tokenData: null, data: null, registrations: null, prepaidCard: null, premiumActivated: false }),
  // Server entities are stored as valtio refs: read whole, replaced whole, never tracked field by field.
  actions: (state: SessionState) => ({
    setTokenData(tokenData: TokenData | null) {
      state.tokenData = tokenData;
    },
    setUser(user: User | null) {
      state.data = user ? ref(user) : null;
    },
    setRegistration(registration: Registration | null) {
      state.registrations = registration ? ref(registration) : null;
    },
    setPrepaidCard(card: WalletInstrument | null) {
      state.prepaidCard = card ? ref(card) : null;
    },
    setPremiumActivated(activated: boolean) {
      state.premiumActivated = activated;
    },
    reset() {
      Object.assign(state, sessionSlice.initial());
    },
  }),
});
