/**
 * Who sees what in the help panel (spec §2 "Help panel", §6 "Roles and permissions"), as a pure function
 * of four facts: whether the element runs inside the native app (session flag fromApp), whether a user is
 * logged in (a user id in the token data, or a user in the state), whether a registration is confirmed
 * (the state holds one with an id) and the wizard's step.
 *
 * - "Parla con un operatore": shown only from the app; disabled unless logged in; its tooltip "Non
 *   disponibile in questa fase della registrazione" shows unless the user is logged in at step 3 or later.
 * - Contacts' "Fatti chiamare": only inside the app, logged in, step 3 or later.
 * - The operator callback itself (§6): logged in, with a confirmed registration, from the app, step ≥ 3.
 */

/** spec §2/§6: the operator callback starts at step 3. */
const CALLBACK_MIN_STEP = 3;

export interface HelpAudience {
  /** Session flag fromApp: opened from the native app. */
  fromApp: boolean;
  /** A user id is known (token data or the loaded user). */
  loggedIn: boolean;
  /** The state holds a confirmed registration (an id). */
  hasRegistration: boolean;
  /** The wizard's current step. */
  step: number;
}

export interface HelpVisibility {
  operator: {
    shown: boolean;
    enabled: boolean;
    /** Whether the "Non disponibile in questa fase della registrazione" tooltip shows. */
    tooltip: boolean;
  };
  /** Contacts' "Fatti chiamare". */
  callMe: boolean;
  /** §6: the callback section may book (else it says it is not available). */
  callbackEligible: boolean;
}

export function helpVisibility({ fromApp, loggedIn, hasRegistration, step }: HelpAudience): HelpVisibility {
  const lateEnough = step >= CALLBACK_MIN_STEP;
  return {
    operator: { shown: fromApp, enabled: loggedIn, tooltip: !(loggedIn && lateEnough) },
    callMe: fromApp && loggedIn && lateEnough,
    callbackEligible: fromApp && loggedIn && hasRegistration && lateEnough,
  };
}
