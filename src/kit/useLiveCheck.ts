/**
 * A check that follows what is being typed (spec §9 "Default debounce 500 ms"): `feed` each new value (from the
 * input's change handler, so typing never re-renders the form), and once the value has settled for the default
 * debounce the check runs; only the newest value's answer counts. The state re-renders the caller only when it
 * changes (checking, valid, invalid), long after react-hook-form validated the keystroke.
 *
 * Advisory only: a live refusal never blocks a submit. The submit checks with `verify`, which shares the live
 * call for the same value when it is running or was accepted, so one value is never asked about twice; a
 * refused or failed one is asked again (the server has the last word).
 *
 * A check still running when the screen goes away is cancelled (its signal aborts): a check that has not sent
 * its request yet (its API module still loading) then sends none, so a screen that is gone asks nothing.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { asApiError } from '../api/errors';
import { debounce } from './useDebounced';

export type LiveCheckState =
  | { readonly state: 'idle' }
  | { readonly state: 'checking' }
  /** `value`: the value the check accepted. */
  | { readonly state: 'valid'; readonly value: string }
  /** The server's message for the value (its first field error), or null when it gave none. */
  | { readonly state: 'invalid'; readonly message: string | null };

const IDLE: LiveCheckState = { state: 'idle' };

export interface LiveCheck {
  readonly status: LiveCheckState;
  /** The value as typed now; '' (or one `ready` refuses) stops any check and goes back to idle. */
  feed(value: string): void;
  /** The check of `value` for a submit: the live call's answer when it is running or accepted, else a new call. */
  verify(value: string): Promise<unknown>;
}

interface Call {
  value: string;
  promise: Promise<unknown>;
  controller: AbortController;
  outcome: 'running' | 'accepted' | 'refused';
}

/**
 * @param check resolves when the value is accepted, rejects (an API error) when it is not; `signal` aborts when
 *   the screen goes away (a check that has not sent its request by then should not send it).
 * @param ready whether a value is worth asking about (e.g. it passes the field's own pattern).
 */
export function useLiveCheck(check: (value: string, signal: AbortSignal) => Promise<unknown>, ready: (value: string) => boolean): LiveCheck {
  const [status, setStatus] = useState<LiveCheckState>(IDLE);
  const latest = useRef({ check, ready, sequence: 0, mounted: true, last: null as Call | null });
  latest.current.check = check;
  latest.current.ready = ready;

  const live = useMemo(() => {
    const start = (value: string): Call => {
      const controller = new AbortController();
      const call: Call = { value, promise: latest.current.check(value, controller.signal), controller, outcome: 'running' };
      call.promise.then(
        () => (call.outcome = 'accepted'),
        () => (call.outcome = 'refused'),
      );
      latest.current.last = call;
      return call;
    };
    const run = debounce((value: string) => {
      const own = ++latest.current.sequence;
      const current = () => own === latest.current.sequence && latest.current.mounted;
      setStatus({ state: 'checking' });
      start(value).promise.then(
        () => current() && setStatus({ state: 'valid', value }),
        (e: unknown) => current() && setStatus({ state: 'invalid', message: asApiError(e).fieldErrors[0]?.message ?? null }),
      );
    });
    return {
      run,
      feed(value: string) {
        // A new value makes any earlier answer stale (IDLE is one object: React skips a repeated set).
        run.cancel();
        latest.current.sequence++;
        setStatus(IDLE);
        if (value && latest.current.ready(value)) run(value);
      },
      verify(value: string) {
        run.cancel();
        const last = latest.current.last;
        if (last && last.value === value && last.outcome !== 'refused') return last.promise;
        return start(value).promise;
      },
    };
  }, []);

  useEffect(() => {
    const current = latest.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
      live.run.cancel();
      if (current.last?.outcome === 'running') current.last.controller.abort();
    };
  }, [live]);

  return { status, feed: live.feed, verify: live.verify };
}
