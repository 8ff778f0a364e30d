/** The form schema of PrivacyForm (spec §4 CONSUMER 1,3): one consent per term, mandatory ones required (§5). */
import * as z from 'zod/mini';
import type { Term } from '../../../api/schemas';
import { REQUIRED } from '../../../validation/messages';

/** A term must be accepted unless the server marks it optional. */
export const isMandatory = (term: Pick<Term, 'mandatory'>): boolean => term.mandatory !== false;

export type ConsentsInput = { accepted: boolean[] };

/** One boolean per term, in order; a mandatory one must be ticked (§5 required message under it). */
export function consentsSchema(terms: readonly Pick<Term, 'mandatory'>[]) {
  const mandatory = terms.map(isMandatory);
  return z.object({
    accepted: z.array(z.boolean()).check(
      z.superRefine((accepted: boolean[], ctx) => {
        mandatory.forEach((required, index) => {
          if (required && accepted[index] !== true) {
            ctx.issues.push({ code: 'custom', message: REQUIRED, input: accepted[index], path: [index] });
          }
        });
      }),
    ),
  });
}
