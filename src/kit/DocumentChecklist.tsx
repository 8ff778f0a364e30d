/**
 * Documents the user must read and accept before going on (ViewDocumentation, CardDocumentation): one
 * required checkbox per document, "Dichiaro di aver letto e accettato: <documento>", with a link that opens
 * the document in a new window with the access token as `at` (spec §6, DocumentLink). One box per document
 * (not one box for all): each acceptance is explicit and named, and an error lands on the box it concerns.
 *
 * With react-hook-form: `acknowledgementsSchema(n)` validates `{ accepted: boolean[] }`, and
 * `field(index)` is `register(`accepted.${index}`)`.
 */
import * as z from 'zod/mini';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { REQUIRED } from '../validation/messages';
import { CheckboxField, DocumentLink } from './fields';
import { FIELD_COPY } from './fields/copy';

/** One document to accept: its id, its name, and its URL without the token. */
export interface ChecklistDocument {
  id: string;
  name: string;
  href: string;
}

export type AcknowledgementsInput = { accepted: boolean[] };

/** Every one of `count` boxes must be ticked (the §5 required message under each box left empty). */
export function acknowledgementsSchema(count: number) {
  return z.object({
    accepted: z.array(z.boolean()).check(
      z.superRefine((accepted: boolean[], ctx) => {
        for (let index = 0; index < count; index++) {
          if (accepted[index] !== true) ctx.issues.push({ code: 'custom', message: REQUIRED, input: accepted[index], path: [index] });
        }
      }),
    ),
  });
}

/** The label of a document's box. */
export const acknowledgementLabel = (name: string) => `Dichiaro di aver letto e accettato: ${name}`;

export interface DocumentChecklistProps {
  documents: readonly ChecklistDocument[];
  /** The registration of box `index` (react-hook-form `register('accepted.<index>')`). */
  field: (index: number) => UseFormRegisterReturn;
  /** The error of box `index`. */
  error: (index: number) => string | undefined;
}

export function DocumentChecklist({ documents, field, error }: DocumentChecklistProps) {
  return documents.map((doc, index) => {
    const linkId = `doc-${index}-${doc.id}`;
    return (
      <CheckboxField
        key={doc.id}
        label={acknowledgementLabel(doc.name)}
        error={error(index)}
        aria-describedby={linkId}
        {...field(index)}
        after={
          <DocumentLink id={linkId} className="check-doc" href={doc.href} about={doc.name}>
            {FIELD_COPY.readDocument}
          </DocumentLink>
        }
      />
    );
  });
}
