/**
 * The form schema of MissingDocuments: one file per requested document, in the request's order; the ones
 * already uploaded need none. The file's type and size are checked by the kit's FileField when it is picked.
 */
import * as z from 'zod/mini';
import type { DocsRequest } from '../../../api/schemas';
import { REQUIRED } from '../../../validation/messages';

/** What the form holds: the chosen file of each document (null until one is chosen). */
export interface MissingDocumentsInput {
  files: (File | null)[];
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** A file for each document of `documents` not uploaded yet (§5 "Il campo è obbligatorio" otherwise). */
export function missingDocumentsSchema(documents: DocsRequest['documents']) {
  return z.object({
    files: z.array(z.nullable(z.custom<File>())).check(
      z.superRefine((files, ctx) => {
        documents.forEach((document, index) => {
          if (!document.uploaded && !isFile(files[index])) {
            ctx.issues.push({ code: 'custom', message: REQUIRED, path: [index], input: files[index] });
          }
        });
      }),
    ),
  });
}
