/**
 * The minor's guardian (spec §7 `set-tutor`; field names the sandbox's, the spec shows none):
 * the body MinorSetTutor and MinorWaitingTutorConfirm's resend send, and the answer.
 */
import * as z from 'zod/mini';
import { RegistrationSchema, TutorSchema } from './schemas';

/** `POST registrations/{id}/set-tutor` body: the phone as digits without the +39 prefix (contract-schemas.ts). */
export type { SetTutorBody } from './contract-schemas';

/** `set-tutor`'s answer: the guardian stored and the registration that now carries it. */
export const SetTutorResponseSchema = z.looseObject({
  sent: z.optional(z.boolean()),
  tutor: z.nullish(TutorSchema),
  registration: RegistrationSchema,
});
export type SetTutorResponse = z.infer<typeof SetTutorResponseSchema>;
