/**
 * A slice of an instance's store (STYLE.md, valtio: "state as a module: a proxy plus exported action
 * functions beside it; reset by cloning the initial object"): the keys it owns, their initial values,
 * the actions that change them and how it resets. `createStore` composes the slices into one proxy, so
 * snapshots and the spec §3 client-state names stay flat (`state.currentStep`, `state.registrations`).
 */
export interface Slice<S extends object, A extends object> {
  /** A fresh copy of the slice's initial state. */
  initial(): S;
  /** The slice's actions over the composed state (they touch only the slice's keys). */
  actions(state: S): A & { reset(): void };
}

/** Declares a slice (an identity helper that keeps the state and action types inferred). */
export const defineSlice = <S extends object, A extends object>(slice: Slice<S, A>): Slice<S, A> => slice;
