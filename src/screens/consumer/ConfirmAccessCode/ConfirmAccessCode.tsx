/**
 * ConfirmAccessCode (spec §4 CONSUMER 8,4): the customer types again the access code chosen at step 1
 * (CodeForm), masked; the kit's AccessCodeStep checks it (`verify-access-code`) and does the step submit
 * (8,4 -> 8,5), with the server's message under the field for a wrong code and the locked dialog after too
 * many.
 */
import { AccessCodeStep } from '../../../kit/connected/AccessCodeStep';
import type { ScreenProps } from '../../../kit/screen';
import { ACCESS_CODE_COPY } from './copy';

export default function ConfirmAccessCode({ screen }: ScreenProps) {
  return <AccessCodeStep screen={screen} copy={ACCESS_CODE_COPY} />;
}
