/**
 * Italian copy of the recognition result (spec §4 CONSUMER 6,0; §2 `/<provider>CheckResult`): its heading and
 * the outcome's wording, shared with UserRecognition of MINOR and the upgrades (kit recognition-outcome-copy).
 */
import { RECOGNITION_OUTCOME_COPY } from '../../../kit/recognition-outcome-copy';
import { SCREEN_TITLES } from '../../../flows';

export const CHECK_RESULT_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.RecognitionCheckResult,
  ...RECOGNITION_OUTCOME_COPY,
} as const;
