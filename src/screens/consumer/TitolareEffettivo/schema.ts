/**
 * The form schema of TitolareEffettivo (spec §4 CONSUMER 4,0). Decisions:
 * - The beneficial-owner declaration is required and must be "yes": a consumer registering online acts
 *   on their own behalf; "no" keeps Prosegui disabled with a note that sends them to the contacts.
 * - FATCA: US citizenship and US tax residence are asked apart; a US person gives their 9-digit TIN.
 * - CRS: one other country of tax residence (not Italy) with its tax id, when there is one.
 */
import * as z from 'zod/mini';
import type { DeclarationAnswers } from '../../../api/declarations-schemas';
import { REQUIRED, INVALID_VALUE } from '../../../validation/messages';
import { TITOLARE_COPY } from './copy';

const yesNo = () => z.enum(['yes', 'no'], { error: REQUIRED });

/** What the form holds: radios as 'yes' / 'no' ('' until answered). */
export interface TitolareFormValues {
  beneficialOwner: string;
  usCitizen: string;
  usTaxResident: string;
  usTin: string;
  otherTaxResidence: string;
  country: string;
  foreignTin: string;
}

export const EMPTY_TITOLARE: TitolareFormValues = {
  beneficialOwner: '',
  usCitizen: '',
  usTaxResident: '',
  usTin: '',
  otherTaxResidence: '',
  country: '',
  foreignTin: '',
};

/** A US TIN/SSN: 9 digits, hyphens allowed. */
const US_TIN = /^\d{3}-?\d{2}-?\d{4}$|^\d{2}-?\d{7}$/;
/** A foreign tax id: letters, digits, spaces, dots, slashes and hyphens, up to 30. */
const FOREIGN_TIN = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,29}$/;

const Base = z.object({
  beneficialOwner: z.string().check(
    z.minLength(1, { error: REQUIRED, abort: true }),
    z.refine((v) => v === 'yes', { error: TITOLARE_COPY.notOwnerError }),
  ),
  usCitizen: yesNo(),
  usTaxResident: yesNo(),
  usTin: z.string().check(z.trim()),
  otherTaxResidence: yesNo(),
  country: z.string(),
  foreignTin: z.string().check(z.trim()),
});

export const TitolareFormSchema = z.pipe(
  Base.check(
    z.superRefine((values, ctx) => {
      const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: values });
      if (values.usCitizen === 'yes' || values.usTaxResident === 'yes') {
        if (!values.usTin) issue('usTin', REQUIRED);
        else if (!US_TIN.test(values.usTin)) issue('usTin', INVALID_VALUE);
      }
      if (values.otherTaxResidence === 'yes') {
        if (!values.country) issue('country', REQUIRED);
        if (!values.foreignTin) issue('foreignTin', REQUIRED);
        else if (!FOREIGN_TIN.test(values.foreignTin)) issue('foreignTin', INVALID_VALUE);
      }
    }),
  ),
  z.transform((values): DeclarationAnswers => {
    const usPerson = values.usCitizen === 'yes' || values.usTaxResident === 'yes';
    const other = values.otherTaxResidence === 'yes';
    return {
      beneficialOwner: true,
      fatca: { usCitizen: values.usCitizen === 'yes', usTaxResident: values.usTaxResident === 'yes', usTin: usPerson ? values.usTin : null },
      crs: { otherTaxResidence: other, country: other ? values.country : null, foreignTin: other ? values.foreignTin.toUpperCase() : null },
    };
  }),
);

const yn = (value: boolean) => (value ? 'yes' : 'no');

/** The form's values for answers the registration saved (a reload at step 4). */
export function titolareFromAnswers(answers: DeclarationAnswers): TitolareFormValues {
  return {
    beneficialOwner: yn(answers.beneficialOwner),
    usCitizen: yn(answers.fatca.usCitizen),
    usTaxResident: yn(answers.fatca.usTaxResident),
    usTin: answers.fatca.usTin ?? '',
    otherTaxResidence: yn(answers.crs.otherTaxResidence),
    country: answers.crs.country ?? '',
    foreignTin: answers.crs.foreignTin ?? '',
  };
}
