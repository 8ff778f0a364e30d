/** The console state shared through React context (one per mounted app, so tests stay isolated). */
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { createConsoleState } from './state';
import type { ConsoleState } from './state';

const ConsoleContext = createContext<ConsoleState | null>(null);

export function ConsoleProvider({ children, state }: { children: ReactNode; state?: ConsoleState }) {
  const [value] = useState(() => state ?? createConsoleState());
  return <ConsoleContext.Provider value={value}>{children}</ConsoleContext.Provider>;
}

/** The mutable state (for actions). */
export function useConsoleState(): ConsoleState {
  const state = useContext(ConsoleContext);
  if (!state) throw new Error('useConsoleState outside ConsoleProvider');
  return state;
}

/** A render snapshot of the state. */
export function useConsoleSnapshot() {
  return useSnapshot(useConsoleState());
}
