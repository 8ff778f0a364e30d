/**
 * The contract every data-step screen keeps (spec §4 Step submit, §5, §8, §9), as one
 * suite a screen's test file registers once with its own way of filling the form:
 *
 * - §5 Prosegui is disabled until the form is valid (and says why);
 * - §4/§9 Prosegui is disabled while the submit window runs, the one the previous step's submit opened
 *   included, and says why; once the window ends a click works;
 * - §9 Prosegui is locked for 1 second after a click;
 * - §9 a double click sends one request and moves one screen;
 * - §5 the first server field error shows under its field, and nothing moves;
 * - §5 a field error the pre-registration left for this screen shows under its field, focused;
 * - §8 USR_REG_6003 on the screen's submit goes to the registration-rejected screen; any other failure
 *   opens the generic dialog and keeps everything typed;
 * - no axe-core violations, empty and with errors.
 *
 * Elements are found by role and label with the texts of the copy modules the app uses (STYLE.md).
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR } from '../../src/app/copy';
import { pathOf, positionOf, type ScreenId } from '../../src/flows';
import type { Instance } from '../../src/app/instance';
import type { RegistrationDraft } from '../../src/registration/draft';
import { STEP_COPY } from '../../src/kit/copy';
import { expectNoAxeViolations } from './axe';
import {
  apiError,
  currentPath,
  expectFieldError,
  expectLockedForOneSecond,
  positionNow,
  renderStep,
  routeOf,
  type ApiHandler,
  type ApiRoutes,
  type RenderStepOptions,
} from './step';
import { setupUser } from './user';

export interface StepContract extends RenderStepOptions {
  /** The screen a valid Prosegui leads to (its route and its wizard position in `flow` are checked). */
  next: ScreenId;
  /** Runs before each render (e.g. `stubBotProtection`). */
  before?: () => Promise<unknown>;
  /** Awaited after each render, before anything is typed (e.g. the terms are listed, the SMS is sent). */
  ready?: () => Promise<unknown>;
  /**
   * Fills the empty form validly, with locators from the screen's copy module. It must not wait for
   * Prosegui to be enabled: it also runs while the submit window keeps Prosegui disabled (fake timers).
   */
  fill: (user: UserEvent) => Promise<void>;
  /**
   * Makes the filled form invalid: `keys` typed into `input` (user-event syntax, e.g. '{Backspace}'), or
   * `make` where typing cannot (unticking a consent). Once the field is left, `input` shows `message`.
   */
  invalid?: { input: () => HTMLElement; message: string } & (
    | { keys: string }
    | { make: (user: UserEvent) => Promise<void> }
  );
  /** `'<METHOD> <path>'` of the call a valid Prosegui makes first; absent when it makes none. */
  submitRoute?: string;
  /**
   * A field error the server gives for this screen (answered by `route`, default `submitRoute`, with
   * `status` and `code`, default 400 BAD_REQUEST): `field` is the server's name, shown under `input`.
   */
  serverField?: {
    route?: string;
    status?: number;
    code?: string;
    field: string;
    message: string;
    input: () => HTMLElement;
  };
  /**
   * A field of this screen the pre-registration can refuse (the error waits in the store for the screen,
   * src/registration): the screen opens with `draft`, and the server's `field` shows under `input`.
   */
  preRegistrationField?: { draft: Partial<RegistrationDraft>; field: string; input: () => HTMLElement };
  /** The submit button's label when it is not "Prosegui" (the signature steps' "Firma"). */
  submitLabel?: string;
}

/** Prosegui (spec §5: the submit buttons of the steps are labelled "Prosegui"). */
export const prosegui = () => screen.getByRole('button', { name: STEP_COPY.submit });

/**
 * Clicks Prosegui once the form's validation has enabled it (§5: disabled until the form is valid). The
 * validation that enables it is asynchronous (react-hook-form's resolver): a click right after the last
 * input can meet the button still disabled, and a disabled button takes no click.
 */
export async function proceed(user: UserEvent) {
  await waitFor(() => expect(prosegui()).toBeEnabled());
  await user.click(prosegui());
}

/** What the form holds: each control's value (checked state for a checkbox), in document order. */
function typedIn(root: HTMLElement): (string | boolean)[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea')].map((control) =>
    control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value,
  );
}

const invalidControls = (root: HTMLElement) => [...root.querySelectorAll('[aria-invalid="true"]')];

/** What a failed submit must leave as it was: the draft and the registration (a plain copy of the state). */
const keptState = ({ store }: Instance) =>
  JSON.parse(JSON.stringify({ draft: store.state.draft, registration: store.state.registrations })) as unknown;

/**
 * Runs `body` with vitest's fake timers. Testing Library drains its async work (user-event, waitFor) with
 * a `setTimeout(0)` that it advances only under Jest's fake timers, which it recognises by a global `jest`:
 * the shim lets it advance vitest's instead.
 */
async function withFakeTimers(body: () => Promise<void>): Promise<void> {
  const scope = globalThis as { jest?: unknown };
  vi.useFakeTimers();
  scope.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  try {
    await body();
  } finally {
    delete scope.jest;
    vi.useRealTimers();
  }
}

/** A handler that answers only when `release` is called, with what `handler` answers. */
function held(handler: ApiHandler | undefined) {
  let release: () => void = () => undefined;
  const hold: ApiHandler = (call) =>
    new Promise<Response>((resolve) => {
      release = () => resolve(handler ? handler(call) : apiError(501, 'UNMOCKED'));
    });
  return { hold, release: () => release() };
}

/** Makes the filled form invalid as `invalid` says, leaves the field, and waits for its message. */
async function makeInvalid(user: UserEvent, invalid: NonNullable<StepContract['invalid']>): Promise<void> {
  if ('keys' in invalid) await user.type(invalid.input(), invalid.keys);
  else await invalid.make(user);
  await user.tab();
  await expectFieldError(invalid.input(), invalid.message);
}

/** Registers the step contract's tests for one screen (call once inside the screen's test file). */
export function describeStepContract(contract: StepContract): void {
  describeContract(contract, 'form');
}

/**
 * The reduced contract of an explanation page with a Prosegui button and no form (e.g. /minorInfo): the
 * submit window, the 1-second lock, one move per double click, and axe.
 */
export function describeInfoPageContract(contract: Pick<StepContract, 'next' | keyof RenderStepOptions>): void {
  describeContract({ ...contract, fill: async () => undefined }, 'info page');
}

function describeContract(contract: StepContract, kind: 'form' | 'info page'): void {
  const { next, before, ready, fill, invalid, submitRoute, serverField, preRegistrationField, submitLabel = STEP_COPY.submit, ...options } =
    contract;
  /** The screen's submit button: Prosegui, or the label the screen gives it (Firma). */
  const submitButton = () => screen.getByRole('button', { name: submitLabel });
  const flow = options.flow ?? 'CONSUMER';
  const serverRoute = serverField?.route ?? submitRoute;
  if (serverField && !serverRoute) throw new Error(`${options.screen}: serverField needs a route (or submitRoute)`);

  /** Renders the screen (each render gets its own copy of the API routes: tests replace handlers). */
  const renderScreen = async (api: ApiRoutes = {}, more: Partial<RenderStepOptions> = {}) => {
    await before?.();
    const rendered = renderStep({ ...options, ...more, api: { ...options.api, ...api } });
    await ready?.();
    return rendered;
  };

  const renderFilled = async (api: ApiRoutes = {}) => {
    const rendered = await renderScreen(api);
    await fill(rendered.user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    return rendered;
  };

  /** The wizard moved on to `next`: its route and its position in the flow. */
  const expectMovedOn = async (instance: Instance) => {
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf(next, instance.providers)));
    expect(positionNow(instance)).toEqual(positionOf(flow, next));
  };

  describe(`${options.screen}: the step contract`, () => {
    if (kind === 'form') {
      it('§5 Prosegui is disabled until the form is valid', async () => {
        const { user } = await renderScreen();
        expect(submitButton().textContent).toBe(submitLabel);
        expect(submitButton()).toBeDisabled();
        expect(submitButton()).toHaveAccessibleDescription(STEP_COPY.incomplete);
        await fill(user);
        await waitFor(() => expect(submitButton()).toBeEnabled());
        expect(submitButton()).not.toHaveAttribute('aria-describedby');
        if (!invalid) return;
        await makeInvalid(user, invalid);
        await waitFor(() => expect(submitButton()).toBeDisabled());
        expect(submitButton()).toHaveAccessibleDescription(STEP_COPY.incomplete);
      });
    }

    it('§4/§9 Prosegui is disabled while the submit window runs (the previous step’s too) and says why', async () => {
      const { user, instance, api } = await renderScreen();
      await withFakeTimers(async () => {
        // The previous step's submit opened the window just before this screen showed.
        await act(async () => instance.store.actions.lockSubmits());
        expect(submitButton()).toBeDisabled();
        expect(submitButton()).toHaveAccessibleDescription(STEP_COPY.waiting);
        await fill(setupUser({ advanceTimers: vi.advanceTimersByTime }));
        await act(() => vi.advanceTimersByTimeAsync(999));
        expect(submitButton()).toBeDisabled();
        expect(submitButton()).toHaveAccessibleDescription(STEP_COPY.waiting);
        await act(() => vi.advanceTimersByTimeAsync(1));
        expect(submitButton()).toBeEnabled();
        expect(submitButton()).not.toHaveAttribute('aria-describedby');
      });
      await user.click(submitButton());
      await expectMovedOn(instance);
      if (submitRoute) expect(api.callsTo(submitRoute)).toHaveLength(1);
      expect(api.unexpected()).toEqual([]);
    });

    it('§9 Prosegui is locked for 1 second after a click', async () => {
      const failing: ApiRoutes = submitRoute ? { [submitRoute]: () => apiError(500, 'USR_500') } : {};
      const { wizard, api } = await renderFilled(failing);
      // The submit goes nowhere (the wizard refuses to move, or the call fails): only the lock disables Prosegui.
      const submit = vi.spyOn(wizard, 'submit').mockResolvedValue(false);
      await expectLockedForOneSecond(submitButton());
      if (submitRoute) expect(api.callsTo(submitRoute)).toHaveLength(1);
      else expect(submit).toHaveBeenCalledTimes(1);
    });

    it('§9 a double click sends one request and moves one screen', async () => {
      const answer = held(submitRoute ? options.api?.[submitRoute] : undefined);
      const { instance, wizard, api } = await renderFilled(submitRoute ? { [submitRoute]: answer.hold } : {});
      const submit = vi.spyOn(wizard, 'submit');
      const before = api.calls.length;
      // Both clicks land before React re-renders the button disabled: only the submit lock stops the second.
      act(() => {
        const button = submitButton();
        button.click();
        button.click();
      });
      if (submitRoute) {
        await waitFor(() => expect(api.callsTo(submitRoute)).toHaveLength(1));
        expect(submitButton()).toBeDisabled();
        expect(submitButton()).toHaveAccessibleDescription(STEP_COPY.waiting);
        answer.release();
      }
      await expectMovedOn(instance);
      expect(submit).toHaveBeenCalledTimes(1);
      // Each call the submit makes, made once.
      const sent = api.calls.slice(before).map(routeOf);
      expect(sent).toEqual([...new Set(sent)]);
      expect(api.unexpected()).toEqual([]);
    });

    if (serverField && serverRoute) {
      it('§5 the first server field error shows under its field, and nothing moves', async () => {
        const route = serverRoute;
        const second = 'Secondo errore del server';
        const refuse = () =>
          apiError(serverField.status ?? 400, serverField.code ?? 'BAD_REQUEST', [
            { field: serverField.field, message: serverField.message },
            { field: serverField.field, message: second },
          ]);
        const { user, instance, api, container } = await renderFilled({ [route]: refuse });
        const at = positionNow(instance);
        const kept = keptState(instance);
        await user.click(submitButton());
        await expectFieldError(serverField.input(), serverField.message);
        await waitFor(() => expect(serverField.input()).toHaveFocus());
        expect(invalidControls(container)).toEqual([serverField.input()]);
        expect(screen.queryByText(second)).toBeNull();
        expect(api.callsTo(route)).toHaveLength(1);
        // Nothing after the refused call: no save, no move.
        expect(routeOf(api.calls.at(-1)!)).toBe(route);
        expect(currentPath(instance)).toBe(pathOf(options.screen, instance.providers));
        expect(positionNow(instance)).toEqual(at);
        expect(keptState(instance)).toEqual(kept);
        expect(instance.store.state.ui.dialog).toBeNull();
      });
    }

    if (preRegistrationField) {
      it('§5 a field error the pre-registration left for this screen shows under its field, focused', async () => {
        const { draft, field, input } = preRegistrationField;
        const message = 'Valore non accettato dal server';
        const { container } = await renderScreen({}, { draft, pendingFieldError: { screen: options.screen, field, message } });
        await expectFieldError(input(), message);
        await waitFor(() => expect(input()).toHaveFocus());
        expect(invalidControls(container)).toEqual([input()]);
      });
    }

    if (submitRoute) {
      it('§8 any other failure opens the generic dialog and keeps everything typed', async () => {
        const { user, instance, container } = await renderFilled({ [submitRoute]: () => apiError(500, 'USR_500') });
        const at = positionNow(instance);
        const typed = typedIn(container);
        const kept = keptState(instance);
        await user.click(submitButton());
        await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(GENERIC_ERROR.title));
        expect(instance.store.state.ui.dialog?.message).toBe(GENERIC_ERROR.message);
        expect(instance.store.state.ui.dialog?.errorCode).toBe('trace-USR_500');
        expect(currentPath(instance)).toBe(pathOf(options.screen, instance.providers));
        expect(positionNow(instance)).toEqual(at);
        expect(typedIn(container)).toEqual(typed);
        expect(invalidControls(container)).toEqual([]);
        expect(keptState(instance)).toEqual(kept);
        expect(instance.store.state.ui.loader).toBe(0);
      });

      it('§8 Step submit USR_REG_6003 goes to the registration-rejected screen', async () => {
        const { user, instance } = await renderFilled({ [submitRoute]: () => apiError(422, 'USR_REG_6003') });
        await user.click(submitButton());
        await waitFor(() => expect(currentPath(instance)).toBe(pathOf('RegistrationRejected', instance.providers)));
        expect(instance.store.state.ui.dialog).toBeNull();
      });
    }

    it(kind === 'form' ? 'has no axe-core violations, empty and with errors' : 'has no axe-core violations', async () => {
      const { user, container } = await renderScreen();
      await expectNoAxeViolations(container);
      if (kind === 'info page') return;
      await fill(user);
      if (invalid) await makeInvalid(user, invalid);
      await expectNoAxeViolations(container);
    });
  });
}
