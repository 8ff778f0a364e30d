/**
 * Guasti: one-click presets for the §8 cases (served by the sandbox, FAULT_PRESETS), a
 * form for any fault, the pending faults (remove one or all), token expiry and the maintenance switch.
 * The form is react-hook-form with a zod/mini schema and the element's own field primitives.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
// Direct imports: the kit's index also holds DocumentLink, which brings the element's instance along.
import { SelectField } from '../../../src/kit/fields/SelectField';
import { TextField } from '../../../src/kit/fields/TextField';
import { zodMiniResolver } from '../../../src/validation/resolver';
import { adminApi, adminErrorMessage, type FaultPreset } from '../api';
import { CONSOLE_COPY } from '../copy';
import { describeFault, EMPTY_FAULT_FORM, FAULT_METHODS, faultFormSchema, faultFromForm, type FaultFormValues } from '../fault-form';
import { announce } from '../state';
import { ActionButton, LoadState, Section, useAction } from '../ui';
import { usePolled } from '../usePolled';

const COPY = CONSOLE_COPY.faults;

function Presets({ onAdded }: { onAdded: () => Promise<void> }) {
  const { data, failed } = usePolled(adminApi.presets, null);
  const stem = useId();
  if (!data) return <LoadState failed={failed} what={COPY.presets.toLowerCase()} />;
  return (
    <ul className="presets">
      {data.map((preset: FaultPreset) => (
        <li key={preset.id}>
          <ActionButton
            className="button secondary"
            aria-describedby={`${stem}-${preset.id}`}
            action={async () => {
              await adminApi.addFault(preset.fault);
              await onAdded();
              return `${COPY.added} ${preset.label}`;
            }}
          >
            {preset.label}
          </ActionButton>
          <p id={`${stem}-${preset.id}`} className="hint">
            {preset.description}
          </p>
        </li>
      ))}
    </ul>
  );
}

function FaultForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const form = useForm<FaultFormValues, unknown, FaultFormValues>({
    defaultValues: EMPTY_FAULT_FORM,
    resolver: zodMiniResolver(faultFormSchema),
    mode: 'onTouched',
  });
  const { register, formState, handleSubmit, setError } = form;
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await adminApi.addFault(faultFromForm(values));
      announce(COPY.added);
      await onAdded();
    } catch (error) {
      // The sandbox refused it: its message under the path, everything typed kept.
      setError('path', { type: 'server', message: adminErrorMessage(error) }, { shouldFocus: true });
    }
  });
  return (
    <form className="fault-form" noValidate aria-labelledby="guasti-form-title" onSubmit={(event) => void onSubmit(event)}>
      <h3 id="guasti-form-title">{COPY.form}</h3>
      <div className="grid">
        <SelectField
          label={COPY.method}
          options={FAULT_METHODS.map((method) => ({ value: method, label: method }))}
          placeholder={COPY.anyMethod}
          {...register('method')}
        />
        <TextField label={COPY.path} hint={COPY.pathHint} spellCheck={false} autoComplete="off" error={errors.path?.message} {...register('path')} />
        <TextField label={COPY.status} hint={COPY.statusHint} inputMode="numeric" autoComplete="off" error={errors.status?.message} {...register('status')} />
        <TextField label={COPY.errorCode} autoComplete="off" spellCheck={false} optional error={errors.code?.message} {...register('code')} />
        <TextField label={COPY.errorMessage} autoComplete="off" optional error={errors.message?.message} {...register('message')} />
        <TextField label={COPY.delay} inputMode="numeric" autoComplete="off" error={errors.delayMs?.message} {...register('delayMs')} />
        <TextField label={COPY.times} inputMode="numeric" autoComplete="off" error={errors.times?.message} {...register('times')} />
      </div>
      <button type="submit" className="button" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
        {COPY.add}
      </button>
    </form>
  );
}

/** The maintenance switch (a `role="switch"` button): while on, every API call answers 503 SYS_MAINTENANCE. */
function Maintenance() {
  const { data: on, reload } = usePolled(adminApi.maintenance);
  const { busy, run } = useAction();
  const hintId = useId();
  return (
    <div className="maintenance">
      <button
        type="button"
        role="switch"
        aria-checked={Boolean(on)}
        className={`switch${on ? ' on' : ''}`}
        disabled={busy || on === undefined}
        aria-busy={busy || undefined}
        aria-describedby={hintId}
        onClick={() =>
          void run(async () => {
            const now = await adminApi.setMaintenance(!on);
            await reload();
            announce(now ? COPY.maintenanceOn : COPY.maintenanceOff);
          })
        }
      >
        {COPY.maintenance}
      </button>
      <span className="switch-state" aria-hidden="true">
        {on ? COPY.stateOn : COPY.stateOff}
      </span>
      <p id={hintId} className="hint">
        {COPY.maintenanceHint}
      </p>
    </div>
  );
}

export function Faults() {
  const { data: faults, failed, reload } = usePolled(adminApi.faults);
  return (
    <Section id="guasti" title={COPY.title} intro={COPY.intro}>
      <h3>{COPY.presets}</h3>
      <Presets onAdded={reload} />
      <FaultForm onAdded={reload} />
      <h3>{COPY.pending}</h3>
      {!faults ? (
        <LoadState failed={failed} what={COPY.pending.toLowerCase()} />
      ) : faults.length === 0 ? (
        <p className="muted">{COPY.none}</p>
      ) : (
        <>
          <ul className="faults">
            {faults.map((fault) => (
              <li key={fault.id}>
                <code>{describeFault(fault)}</code>{' '}
                <ActionButton
                  className="button small secondary"
                  action={async () => {
                    await adminApi.removeFault(fault.id);
                    await reload();
                    return COPY.removed;
                  }}
                >
                  {COPY.remove}
                  {' '}
                  <span className="sr-only">{describeFault(fault)}</span>
                </ActionButton>
              </li>
            ))}
          </ul>
          <ActionButton
            className="button secondary"
            action={async () => {
              await adminApi.clearFaults();
              await reload();
              return COPY.removedAll;
            }}
          >
            {COPY.removeAll}
          </ActionButton>
        </>
      )}
      <h3>{COPY.tokens}</h3>
      <div className="row">
        <ActionButton className="button secondary" action={async () => COPY.expired(await adminApi.expireTokens(false))}>
          {COPY.expireAccess}
        </ActionButton>
        <ActionButton className="button secondary" action={async () => COPY.expired(await adminApi.expireTokens(true))}>
          {COPY.expireAll}
        </ActionButton>
      </div>
      <h3>{COPY.maintenance}</h3>
      <Maintenance />
    </Section>
  );
}
