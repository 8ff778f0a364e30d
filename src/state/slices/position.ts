/** Where the wizard is (spec §3 client state: currentStep, currentSubstep) and in which flow. */
import type { FlowName } from '../../flows';
import { defineSlice } from './slice';

export interface PositionState {
  flow: FlowName;
  currentStep: number;
  currentSubstep: number;
  /**
   * False until the start-up rules (spec §4) have placed the wizard: until then the shell shows the
   * loader rather than whatever route the address bar happened to carry. Kept by a reset.
   */
  started: boolean;
}

export const positionSlice = defineSlice({
  initial: (): PositionState => ({ flow: 'CONSUMER', currentStep: 0, currentSubstep: 0, started: false }),
  actions: (state: PositionState) => ({
    setPosition(step: number, substep: number) {
      state.currentStep = step;
      state.currentSubstep = substep;
    },
    setFlow(flow: FlowName) {
      state.flow = flow;
    },
    /** The start-up rules have placed the wizard (see `started`). */
    setStarted(started = true) {
      state.started = started;
    },
    /** Back to the landing position; the wizard stays started (it is placed anew by its caller). */
    reset() {
      Object.assign(state, { ...positionSlice.initial(), started: state.started });
    },
  }),
});
