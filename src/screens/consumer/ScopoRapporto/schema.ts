/**
 * The form schema of ScopoRapporto: the purpose (required; "Altro" needs a short text, 2 to 100
 * characters, §5 FULL_ADDRESS characters: letters, digits, accents, spaces, apostrophes, commas, dots,
 * slashes, hyphens) and the origin of the funds (required; decision: it is a standard question of the
 * Italian AML questionnaire, asked here with the purpose).
 */
import * as z from 'zod/mini';
import { FUNDS_ORIGIN_CODES, PURPOSE_CODES, type PurposeAnswers } from '../../../api/declarations-schemas';
import { fullAddress } from '../../../validation/address';
import { maxLength, minLength } from '../../../validation/common';
import { REQUIRED } from '../../../validation/messages';

export interface ScopoFormValues {
  purpose: string;
  otherPurpose: string;
  fundsOrigin: string;
}

export const EMPTY_SCOPO: ScopoFormValues = { purpose: '', otherPurpose: '', fundsOrigin: '' };

/** The text of "Altro", checked only when "Altro" is chosen. */
const OtherPurposeSchema = z.string().check(minLength(2), maxLength(100), fullAddress());

export const ScopoFormSchema = z.pipe(
  z
    .object({
      purpose: z.enum(PURPOSE_CODES, { error: REQUIRED }),
      otherPurpose: z.string().check(z.trim()),
      fundsOrigin: z.enum(FUNDS_ORIGIN_CODES, { error: REQUIRED }),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.purpose !== 'OTHER') return;
        const message = values.otherPurpose ? OtherPurposeSchema.safeParse(values.otherPurpose).error?.issues[0]?.message : REQUIRED;
        if (message) ctx.issues.push({ code: 'custom', path: ['otherPurpose'], message, input: values });
      }),
    ),
  z.transform(
    (values): PurposeAnswers => ({
      purpose: values.purpose,
      otherPurpose: values.purpose === 'OTHER' ? values.otherPurpose : null,
      fundsOrigin: values.fundsOrigin,
    }),
  ),
);

/** The form's values for answers the registration saved. */
export const scopoFromAnswers = (answers: PurposeAnswers): ScopoFormValues => ({
  purpose: answers.purpose,
  otherPurpose: answers.otherPurpose ?? '',
  fundsOrigin: answers.fundsOrigin,
});
