/** The form schema of DocumentType (spec §4 CONSUMER 7,0): one of the known document types. */
import * as z from 'zod/mini';
import { DOCUMENT_TYPE_CODES } from '../../../api/document-schemas';
import { REQUIRED } from '../../../validation/messages';

/** Nothing chosen (react-hook-form reads '' or null) gives the §5 required message. */
export const DocumentTypeFormSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPE_CODES, { error: REQUIRED }),
});
export type DocumentTypeFormInput = { documentType: string };
export type DocumentTypeFormValues = z.infer<typeof DocumentTypeFormSchema>;
