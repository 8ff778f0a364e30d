/**
 * The operator callback (spec §2 "Callback panel", §4 Other states, §6, §8): 'Vuoi farti richiamare?', the
 * service hours, Conferma. A click reads the booking options and the unavailable dates, plans the booking
 * (planCallback) and sends it, once: the button is disabled with its progress while the request runs. Then
 * 'Chiamata prenotata'; any failure says 'Non è stato possibile inviare la richiesta. Riprovare più tardi'
 * and Conferma works again. A user who may not book (§6) reads that it is not available at this stage.
 * The booked day is kept in the session key bookAssistance (spec §3, help/booked-callback.ts): reopened in the
 * same session, the section shows the booked call again instead of booking a second one.
 */
import { useState } from 'react';
import { useInstance } from '../../kit/hooks';
import { useSubmitLock } from '../../kit/useSubmitLock';
import { hasBookedCallback, rememberBookedCallback } from '../booked-callback';
import { HELP_COPY, NOT_AVAILABLE_NOW } from '../copy';
import { HelpAction } from '../HelpAction';
import { HelpHeading } from '../HelpHeading';

const COPY = HELP_COPY.callback;

export function CallbackSection({ eligible }: { eligible: boolean }) {
  const { instance } = useInstance();
  const lock = useSubmitLock();
  // A callback this session booked (session key bookAssistance, spec §3) shows as booked again.
  const [outcome, setOutcome] = useState<'idle' | 'booked' | 'failed'>(() => (hasBookedCallback() ? 'booked' : 'idle'));

  const book = () =>
    lock.run(async () => {
      setOutcome('idle');
      try {
        // The booking rule (date-fns) and the calls load with the click, not with the panel.
        const [{ bookAssistance, getBookAssistanceOptions, getUnavailableDates }, { planCallback }] = await Promise.all([
          import('../../api/help'),
          import('../../format/booking'),
        ]);
        const [options, unavailableDates] = await Promise.all([
          getBookAssistanceOptions(instance.api),
          getUnavailableDates(instance.api),
        ]);
        const booking = planCallback({ now: new Date(), options, unavailableDates });
        if (!booking) throw new Error('No callback time slot');
        await bookAssistance(instance.api, booking);
        rememberBookedCallback(booking.bookDate);
        setOutcome('booked');
      } catch {
        setOutcome('failed');
      }
    });

  if (outcome === 'booked') {
    return (
      <>
        <HelpHeading key="booked">{COPY.bookedTitle}</HelpHeading>
        <p>{COPY.booked}</p>
      </>
    );
  }
  return (
    <>
      <HelpHeading key="ask">{COPY.title}</HelpHeading>
      <p>{COPY.text}</p>
      {eligible ? (
        <>
          {outcome === 'failed' && (
            <p className="help-error" role="alert">
              {COPY.failed}
            </p>
          )}
          <HelpAction lock={lock} busyText={COPY.sending} onClick={() => void book()}>
            {COPY.confirm}
          </HelpAction>
        </>
      ) : (
        <p className="help-note">{NOT_AVAILABLE_NOW}</p>
      )}
    </>
  );
}
