/**
 * Section 3 (issue 10): one-click fault presets, the fault form, the pending faults, token expiry
 * and the maintenance switch.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, errorMessage } from '../api';
import type { Fault, FaultInput, FaultPreset } from '../api';
import { useConsoleState } from '../context';
import { COPY } from '../copy';
import { EMPTY_FAULT_FORM, faultFormResolver, METHODS } from '../faultForm';
import type { FaultFormValues } from '../faultForm';
import { announce } from '../state';
import { BusyButton, LoadError, Section } from '../ui';
import { usePolled } from '../usePolled';
import { POLL_MS } from './Messages';

const C = COPY.faults;

/** One line describing a pending fault. */
export function describeFault(fault: Fault): string {
  const S = C.faultSummary;
  const parts = [
    `${fault.method ?? S.anyMethod} ${fault.path}`,
    fault.status === null ? S.noStatus : [fault.status, fault.code, fault.message].filter((p) => p !== null && p !== '').join(' '),
  ];
  if (fault.delayMs > 0) parts.push(S.delay(fault.delayMs));
  parts.push(S.times(fault.times));
  return parts.join(' · ');
}

function Presets({ presets, onAdd }: { presets: readonly FaultPreset[]; onAdd: (fault: FaultInput) => Promise<void> }) {
  const id = useId();
  return (
    <ul className="sc-presets">
      {presets.map((preset) => (
        <li key={preset.id}>
          <BusyButton variant="primary" aria-describedby={`${id}-${preset.id}`} onAction={() => onAdd(preset.fault)}>
            {preset.label}
          </BusyButton>
          <p id={`${id}-${preset.id}`} className="sc-hint">
            {preset.description}
          </p>
        </li>
      ))}
    </ul>
  );
}

type TextField = Exclude<keyof FaultFormValues, 'method'>;

function FaultForm({ onAdd }: { onAdd: (fault: FaultInput) => Promise<boolean> }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FaultFormValues, unknown, FaultInput>({ resolver: faultFormResolver, defaultValues: EMPTY_FAULT_FORM });

  const field = (name: TextField, label: string, options: { hint?: string; inputMode?: 'numeric'; mono?: boolean } = {}) => {
    const error = errors[name]?.message;
    const describedBy = [options.hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="sc-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="text"
          inputMode={options.inputMode}
          className={options.mono ? 'sc-mono' : undefined}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...register(name)}
        />
        {options.hint ? (
          <p id={`${id}-${name}-hint`} className="sc-hint">
            {options.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-${name}-error`} className="sc-field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const submit = handleSubmit(async (fault) => {
    if (await onAdd(fault)) reset(EMPTY_FAULT_FORM);
  });

  return (
    <form className="sc-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{C.formHeading}</h3>
      <div className="sc-field">
        <label htmlFor={`${id}-method`}>{C.method}</label>
        <select id={`${id}-method`} {...register('method')}>
          {METHODS.map((m) => (
            <option key={m} value={m}>
              {m || C.anyMethod}
            </option>
          ))}
        </select>
      </div>
      {field('path', C.path, { hint: C.pathHint, mono: true })}
      <div className="sc-form-row">
        {field('status', C.status, { hint: C.statusHint, inputMode: 'numeric' })}
        {field('delayMs', C.delay, { inputMode: 'numeric' })}
        {field('times', C.times, { inputMode: 'numeric' })}
      </div>
      {field('code', C.code, { hint: C.codeHint, mono: true })}
      {field('message', C.message)}
      <BusyButton variant="primary" type="submit" busy={isSubmitting} onAction={() => undefined}>
        {C.add}
      </BusyButton>
    </form>
  );
}

function Maintenance({ refreshSeq }: { refreshSeq: number }) {
  const state = useConsoleState();
  const { data: on, error, reload } = usePolled(api.maintenance, [refreshSeq], POLL_MS);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const toggle = async () => {
    if (busy || on === undefined) return;
    setBusy(true);
    try {
      await api.setMaintenance(!on);
      await reload();
      announce(state, C.maintenanceAnnounce(!on));
    } catch (e) {
      announce(state, COPY.error(errorMessage(e)), true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="sc-maintenance">
      <button
        type="button"
        role="switch"
        className="sc-switch"
        aria-checked={on ?? false}
        aria-disabled={busy || on === undefined || undefined}
        aria-describedby={`${id}-state`}
        onClick={() => void toggle()}
      >
        <span className="sc-switch-track" aria-hidden="true">
          <span className="sc-switch-thumb" />
        </span>
        {C.maintenance}
      </button>
      <p id={`${id}-state`} className={on ? 'sc-warning-text' : 'sc-hint'}>
        {on ? C.maintenanceOn : C.maintenanceOff}
      </p>
      <LoadError what={C.maintenance.toLowerCase()} message={error} />
    </div>
  );
}

export function Faults({ refreshSeq }: { refreshSeq: number }) {
  const state = useConsoleState();
  const presets = usePolled(api.presets, []);
  const faults = usePolled(api.faults, [refreshSeq], POLL_MS);

  /** Runs a change, reloads the pending faults and announces the outcome; false when it failed. */
  const change = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await action();
      announce(state, done);
      return true;
    } catch (e) {
      announce(state, COPY.error(errorMessage(e)), true);
      return false;
    } finally {
      await faults.reload();
    }
  };
  const add = (fault: FaultInput) => change(() => api.addFault(fault), C.added);
  const expire = async (refresh: boolean) => {
    try {
      announce(state, C.expired(await api.expireTokens(refresh)));
    } catch (e) {
      announce(state, COPY.error(errorMessage(e)), true);
    }
  };

  return (
    <Section id="guasti" title={C.heading} intro={C.intro}>
      <h3>{C.presetsHeading}</h3>
      <LoadError what={C.presetsHeading.toLowerCase()} message={presets.error} />
      <Presets presets={presets.data ?? []} onAdd={async (fault) => void (await add(fault))} />

      <FaultForm onAdd={add} />

      <h3>{C.pendingHeading}</h3>
      <LoadError what={C.pendingHeading.toLowerCase()} message={faults.error} />
      {faults.data && faults.data.length === 0 ? <p>{C.noFaults}</p> : null}
      {faults.data && faults.data.length > 0 ? (
        <>
          <ul className="sc-faults">
            {faults.data.map((fault) => (
              <li key={fault.id}>
                <span className="sc-mono">{describeFault(fault)}</span>
                <BusyButton variant="danger" aria-label={C.removeLabel(fault.id)} onAction={() => change(() => api.removeFault(fault.id), C.removed)}>
                  {C.remove}
                </BusyButton>
              </li>
            ))}
          </ul>
          <BusyButton variant="danger" onAction={() => change(api.clearFaults, C.removedAll)}>
            {C.removeAll}
          </BusyButton>
        </>
      ) : null}

      <h3>{C.tokensHeading}</h3>
      <div className="sc-actions">
        <BusyButton onAction={() => expire(false)}>{C.expireAccess}</BusyButton>
        <BusyButton onAction={() => expire(true)}>{C.expireAll}</BusyButton>
      </div>

      <h3>{C.maintenance}</h3>
      <Maintenance refreshSeq={refreshSeq} />
    </Section>
  );
}
