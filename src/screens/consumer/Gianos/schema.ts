/**
 * The form schema of Gianos (spec §3 job codes). Decision: the activity sector is asked, and required,
 * only for the working jobs (01–05); pensioner, not employed, homemaker and student (06–09) have no
 * activity of their own to place in a sector, so it is hidden and sent as null.
 */
import * as z from 'zod/mini';
import { JOB_CODES, jobHasSector, type GianosAnswers } from '../../../api/declarations-schemas';
import { REQUIRED } from '../../../validation/messages';

export interface GianosFormValues {
  job: string;
  activitySector: string;
}

export const EMPTY_GIANOS: GianosFormValues = { job: '', activitySector: '' };

export const GianosFormSchema = z.pipe(
  z
    .object({ job: z.enum(JOB_CODES, { error: REQUIRED }), activitySector: z.string() })
    .check(
      z.superRefine((values, ctx) => {
        if (jobHasSector(values.job) && !values.activitySector) {
          ctx.issues.push({ code: 'custom', path: ['activitySector'], message: REQUIRED, input: values });
        }
      }),
    ),
  z.transform(
    (values): GianosAnswers => ({ job: values.job, activitySector: jobHasSector(values.job) ? values.activitySector : null }),
  ),
);

/** The form's values for answers the registration saved. */
export const gianosFromAnswers = (answers: GianosAnswers): GianosFormValues => ({
  job: answers.job,
  activitySector: answers.activitySector ?? '',
});
