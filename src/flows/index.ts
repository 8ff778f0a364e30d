/**
 * The flow engine (spec §2 routes and navigation, §4 step submit, step flows, flow
 * detection): pure data and functions, no React, DOM or storage.
 */
export { SCREENS, SCREEN_TITLES } from './screens';
export type { ScreenId } from './screens';
export { ROUTES, pathOf, screenOfPath } from './routes';
export type { Providers } from './routes';
export { FLOW_NAMES, FLOWS, FLOW_STAGE_TITLES, UPGRADE_FLOWS, isUpgradeFlow } from './flows';
export type { FlowName, UpgradeFlow } from './flows';
export { SUBMIT_REPEAT_WINDOW_MS } from './timings';
export {
  createRepeatGuard,
  nextScreenToPreload,
  positionOf,
  previousPosition,
  progressPercent,
  screenAt,
  stageOf,
  stepperTitles,
  submitStep,
  trackingEventName,
} from './engine';
export type { Position } from './engine';
export { PLACEMENTS } from './placements';
export { trackingFlow } from './detect';
