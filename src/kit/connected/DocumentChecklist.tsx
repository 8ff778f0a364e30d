/**
 * Documents the user must read and accept before going on (ViewDocumentation, CardDocumentation): one
 * required checkbox per document, "Dichiaro di aver letto e accettato: <documento>", with a link that opens
 * the document in a new window with the access token as `at` (spec §6, DocumentLink). One box per document
 * (not one box for all): each acceptance is explicit and named, and an error lands on the box it concerns.
 *
 * With react-hook-form: `acknowledgementsSchema(n)` validates `{ accepted: boolean[] }`, and
 * `field(index)` is `register(`accepted.${index}`)`; `useChecklistStep` is that step form, ready made.
 */
import { useState } from 'react';
import * as z from 'zod/mini';
import type { DefaultValues, FieldErrors, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import type { OpenableDocument } from '../../api/documents';
import type { ScreenId } from '../../flows';
import { REQUIRED } from '../../validation/messages';
import { CheckboxField } from '../fields';
import { DocumentLink, type DocumentLinkProps } from './DocumentLink';
import { FIELD_COPY } from '../fields/copy';
import { useStepForm } from '../useStepForm';

/** One document to accept: its id, its name, and its URL without the token. */
/** A document to accept: its id, its name and the address it opens at (without `at`). */
export type ChecklistDocument = OpenableDocument;

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
  /** A call each document's link makes before it opens (DocumentLink `beforeOpen`: the contracts, spec §7). */
  beforeOpen?: DocumentLinkProps['beforeOpen'];
}

export function DocumentChecklist({ documents, field, error, beforeOpen }: DocumentChecklistProps) {
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
          <DocumentLink id={linkId} className="check-doc" href={doc.href} about={doc.name} beforeOpen={beforeOpen}>
            {FIELD_COPY.readDocument}
          </DocumentLink>
        }
      />
    );
  });
}

/** The mapping lives with the static-contract calls (the help panel's documentation uses it too). */
export { staticContractDocuments } from '../../api/documents';

export interface ChecklistStepOptions<E extends FieldValues = Record<never, never>> {
  screen: ScreenId;
  documents: readonly ChecklistDocument[];
  /** The screen's form schema: `acknowledgementsSchema` under the screen's name (its schema.ts), with `more`'s fields. */
  schemaOf: (count: number) => z.ZodMiniType<AcknowledgementsInput & E, AcknowledgementsInput & E>;
  /** Prosegui with every box ticked (and `more`'s fields valid). */
  onValid: (values: AcknowledgementsInput & E) => Promise<unknown>;
  /** The server's field name for the list (its error goes under the first box); default `accepted`. */
  serverField?: string;
  /** Fields after the boxes (the minor's signature code): their empty values and the server's names for them. */
  more?: { defaults: E; serverFields: Readonly<Record<string, Path<AcknowledgementsInput & E>>> };
}

/**
 * The step form of a checklist screen: no box ticked at first, a server error on `accepted` under the first
 * box; `checklist` is what DocumentChecklist takes.
 */
export function useChecklistStep<E extends FieldValues = Record<never, never>>({
  screen,
  documents,
  schemaOf,
  onValid,
  serverField = 'accepted',
  more,
}: ChecklistStepOptions<E>) {
  type Values = AcknowledgementsInput & E;
  const [schema] = useState(() => schemaOf(documents.length));
  const step = useStepForm<Values, Values>({
    screen,
    schema,
    defaultValues: { ...more?.defaults, accepted: documents.map(() => false) } as DefaultValues<Values>,
    serverFields: { ...more?.serverFields, [serverField]: 'accepted.0' as Path<Values> },
    onValid,
  });
  const { register, formState } = step.form;
  const errors = formState.errors as FieldErrors<AcknowledgementsInput>;
  const checklist: DocumentChecklistProps = {
    documents,
    field: (index) => register(`accepted.${index}` as Path<Values>),
    error: (index) => errors.accepted?.[index]?.message,
  };
  return { step, checklist };
}
