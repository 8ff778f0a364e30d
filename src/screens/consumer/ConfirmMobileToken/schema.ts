/** The form schema of ConfirmMobileToken (spec §4 CONSUMER 8,5), from src/validation. */
import * as z from 'zod/mini';
import { OneTimeCodeSchema } from '../../../validation/one-time-code';

/** The SMS code that activates the mobile token: 6 digits (§5 numeric and length messages). */
export const MobileTokenFormSchema = z.object({ otp: OneTimeCodeSchema });
export type MobileTokenFormValues = z.infer<typeof MobileTokenFormSchema>;
