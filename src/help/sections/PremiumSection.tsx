/**
 * Premium (spec §2 "Premium panel", §4 Other states, §8): a question title before activation and the
 * membership name after; the offer (first month free, then an annual subscription from 3,99 € a month,
 * cancellable or its billing method changeable during the trial) and the eleven benefits. "Attiva Premium"
 * calls activate-premium for the current registration: success sets premiumActivated and shows the success
 * modal; USR_USR_0731 closes the panel and says the membership is already active; other errors open the
 * default error dialog.
 */
import { asApiError } from '../../api/errors';
import { useInstance, useOnboardingState } from '../../kit/hooks';
import { useSubmitLock } from '../../kit/useSubmitLock';
import { HELP_COPY, PREMIUM_ALREADY_ACTIVE, PREMIUM_ALREADY_ACTIVE_CODE } from '../copy';
import { SUCCESS_MODAL } from '../../kit/copy';
import { HelpAction } from '../HelpAction';
import { HelpHeading } from '../HelpHeading';

const COPY = HELP_COPY.premium;

export function PremiumSection() {
  const { instance } = useInstance();
  const { premiumActivated, registrations } = useOnboardingState();
  const lock = useSubmitLock();
  const active = premiumActivated || registrations?.premiumActivationRequested === true;
  const { store } = instance;

  const activate = () =>
    lock.run(async () => {
      const registration = store.state.registrations;
      if (!registration) return;
      try {
        const { activatePremium } = await import('../../api/help');
        await activatePremium(instance.api, registration.id);
      } catch (error) {
        const err = asApiError(error);
        if (err.kind === 'session-expired') return;
        if (err.code === PREMIUM_ALREADY_ACTIVE_CODE) {
          store.actions.closeHelp();
          await instance.showModal(PREMIUM_ALREADY_ACTIVE);
        } else {
          await instance.showError(err);
        }
        return;
      }
      store.actions.setPremiumActivated(true);
      await instance.showModal(SUCCESS_MODAL);
    });

  return (
    <>
      <HelpHeading key={active ? 'active' : 'offer'}>{active ? COPY.activeTitle : COPY.title}</HelpHeading>
      <p>{COPY.offer}</p>
      <p>{COPY.trial}</p>
      <h3 className="help-subtitle">{COPY.benefitsTitle}</h3>
      <ul className="help-benefits">
        {COPY.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {active ? (
        <p className="help-note">{COPY.active}</p>
      ) : registrations ? (
        <HelpAction lock={lock} busyText={COPY.sending} onClick={() => void activate()}>
          {COPY.activate}
        </HelpAction>
      ) : (
        <p className="help-note">{COPY.needsLogin}</p>
      )}
    </>
  );
}
