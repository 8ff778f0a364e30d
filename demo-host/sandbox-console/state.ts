/** What the console's sections share: the live announcement, the registration shown, a reload signal. */
import { proxy } from 'valtio';
import type { StartOptions } from './urls';

const noStartOptions = (): StartOptions => ({ flags: {}, idRegistration: '', cookieConsents: '' });

export const consoleState = proxy({
  /** The text of the polite live region (results of actions). */
  announcement: '',
  /** Incremented to make the text differ when the same message is announced twice. */
  announced: 0,
  /** The registration the Registrazione section shows. */
  selectedRegistration: null as string | null,
  /** Incremented by actions that change the sandbox (reset): every section reloads. */
  generation: 0,
  /** The spec §4 start-up parameters every "Apri" adds to the address. */
  startOptions: noStartOptions(),
});

export function announce(text: string): void {
  consoleState.announcement = text;
  consoleState.announced += 1;
}

export function reloadAll(): void {
  consoleState.generation += 1;
}

export function showRegistration(id: string | null): void {
  consoleState.selectedRegistration = id;
}

/** Back to the first state (tests). */
export function resetConsoleState(): void {
  Object.assign(consoleState, { announcement: '', announced: 0, selectedRegistration: null, generation: 0, startOptions: noStartOptions() });
}
