/**
 * The minor's guardian (issue 14, spec §7 `set-tutor`; field names the sandbox's, the spec shows none):
 * the body MinorSetTutor and MinorWaitingTutorConfirm's resend send, and the answer.
 */
import * as z from 'zod/mini';
import { RegistrationSchema, TutorSchema } from './schemas';

/** `POST registrations/{id}/set-tutor` body: the phone as digits without the +39 prefix. */
export interface SetTutorBody {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  phoneNumber: string;
  email: string;
}

/** `set-tutor`'s answer: the guardian stored and the registration that now carries it. */
export const SetTutorResponseSchema = z.looseObject({
  sent: z.optional(z.boolean()),
  tutor: z.nullish(TutorSchema),
  registration: RegistrationSchema,
});
export type SetTutorResponse = z.infer<typeof SetTutorResponseSchema>;
