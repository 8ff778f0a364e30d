/**
 * The flow engine (spec §2 routes and navigation, §4 step submit, step flows, flow
 * detection): pure data and functions, no React, DOM or storage.
 */
export { SCREENS, SCREEN_TITLES, isScreenId } from './screens';
export type { ScreenId } from './screens';
export { ROUTES, pathOf, screenOfPath } from './routes';
export type { Providers, RouteDef } from './routes';
export { FLOW_NAMES, FLOWS, FLOW_STAGE_TITLES, REGISTRATION_STAGE_TITLES, RENEWAL_STAGE_TITLES, UPGRADE_FLOWS, isUpgradeFlow } from './flows';
export type { FlowName, FlowStep, FlowTable, UpgradeFlow } from './flows';
export { SUBMIT_REPEAT_WINDOW_MS } from './timings';
export {
  UNKNOWN_ROUTE_DIALOG,
  createRepeatGuard,
  decideNavigation,
  isBefore,
  isKnownPosition,
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
export type { NavigationDecision, NavigationInput, Position, SubmitResult } from './engine';
export { PLACEMENTS, finalStepPosition, preRegistered } from './placements';
export { MINOR_AGE_LIMIT, ageInYears, flowFor, trackingFlow } from './detect';
export type { FlowDetectionInput } from './detect';
