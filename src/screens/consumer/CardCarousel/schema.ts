/** The form schema of CardCarousel (spec §4 CONSUMER 5,1): one card chosen (§5 required). */
import * as z from 'zod/mini';
import { required } from '../../../validation/common';

export const CardChoiceSchema = z.object({ cardId: z.string().check(required()) });
export type CardChoiceValues = z.infer<typeof CardChoiceSchema>;
