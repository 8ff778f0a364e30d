/** The form schema of EmailForm (spec §4 CONSUMER step 1), built from the §5 rules of src/validation. */
import * as z from 'zod/mini';
import { maxLength } from '../../../validation/common';
import { EmailSchema } from '../../../validation/email';
import { MgmCodeSchema } from '../../../validation/mgm-code';
import { MobileNumberSchema } from '../../../validation/mobile-phone';

/** §9 "MGM_CODE" has no length in the spec; promo codes are short: at most this many characters. */
export const MGM_CODE_MAX_LENGTH = 20;

/** EmailForm: §5 EMAIL, the mobile number after the fixed +39 (PHONE_PREFIX, phone), the optional promo code. */
export const EmailFormSchema = z.object({
  email: EmailSchema,
  phoneNumber: MobileNumberSchema,
  mgmCode: MgmCodeSchema.check(maxLength(MGM_CODE_MAX_LENGTH)),
});
export type EmailFormValues = z.infer<typeof EmailFormSchema>;
