/**
 * The form of a documents request (`docs-request/{requestId}`, spec §7): one file field per requested document (JPG,
 * PNG or PDF up to 10 MB, checked by the kit's FileField when picked), and on the submit each chosen file uploaded
 * (`.../document-scans`, one multipart call per document, never the same file twice after a failure; a photo as
 * its scaled JPEG, uploads/preparedFiles.ts) with a labelled progress, then the request closed (`.../complete`). A
 * failed upload keeps the chosen files and offers "Riprova" (uploads/UploadStatus.tsx). Used by MissingDocuments (the back office's request) and
 * UploadBizDocuments (a business's documents); `onCompleted` gets the registration `complete` answered.
 */
import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { asApiError } from '../../api/errors';
import { DOCS_REQUEST_FILE_TYPES, DOCS_REQUEST_MAX_BYTES } from '../../api/completion-schemas';
import { completeDocsRequest, saveDocsRequestScan } from '../../api/registrations';
import type { DocsRequest, Registration } from '../../api/schemas';
import type { ScreenId } from '../../flows';
import { REQUIRED } from '../../validation/messages';
import { DOCS_REQUEST_COPY as COPY } from '../copy';
import { FormFileField } from '../fields';
import { useInstance } from '../hooks';
import { StepForm } from '../StepForm';
import { preparedFile } from '../uploads/preparedFiles';
import { UploadStatus, useUploadState } from '../uploads/UploadStatus';
import { useStepForm } from '../useStepForm';

/** What the form holds: the chosen file of each document (null until one is chosen). */
export interface DocsRequestInput {
  files: (File | null)[];
}

/** The requested documents, as the store's (read-only) snapshot holds them. */
type RequestedDocuments = readonly Readonly<DocsRequest['documents'][number]>[];

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** A file for each document of `documents` not uploaded yet (§5 "Il campo è obbligatorio" otherwise). */
function docsRequestSchema(documents: RequestedDocuments) {
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

export interface DocsRequestFormProps {
  screen: ScreenId;
  registrationId: string;
  request: { readonly id: string; readonly documents: RequestedDocuments };
  title: string;
  intro: string;
  submitLabel?: string;
  /** After `complete` answered (the registration, its request COMPLETED). */
  onCompleted: (registration: Registration) => Promise<unknown> | void;
}

/** Which upload runs: the n-th of the files sent by this submit (1-based). */
interface Sending {
  current: number;
  total: number;
}

export function DocsRequestForm({ screen, registrationId, request, title, intro, submitLabel, onCompleted }: DocsRequestFormProps) {
  const { instance } = useInstance();
  const { api } = instance;
  // The documents as they were on arrival: the fields stay the same while the uploads answer.
  const [documents] = useState(() => request.documents);
  const [schema] = useState(() => docsRequestSchema(documents));
  const [sending, setSending] = useState<Sending | null>(null);
  const upload = useUploadState();
  // The file each document's upload was answered for: a retry after a failure sends only what is new.
  const uploaded = useRef(new Map<string, File>());

  const step = useStepForm<DocsRequestInput, DocsRequestInput>({
    screen,
    schema,
    defaultValues: { files: documents.map(() => null) },
    serverFields: {},
    onValid: async ({ files }) => {
      const pending = documents
        .map((document, index) => ({ document, index, file: files[index] }))
        .filter(({ document, file }) => !document.uploaded && file && uploaded.current.get(document.id) !== file);
      try {
        for (const [n, { document, index, file }] of pending.entries()) {
          setSending({ current: n + 1, total: pending.length });
          try {
            const ready = await preparedFile(file as File);
            await upload.track(() => saveDocsRequestScan(api, registrationId, request.id, { documentId: document.id, file: ready }));
          } catch (e) {
            // A refused file (its type, its size) is the server's message under its field; the rest, the dialog.
            const refused = asApiError(e).fieldErrors[0];
            if (!refused) throw e;
            step.setServerError(`files.${index}`, refused.message);
            return;
          }
          uploaded.current.set(document.id, file as File);
        }
        setSending({ current: pending.length, total: pending.length });
        await onCompleted(await completeDocsRequest(api, registrationId, request.id));
      } finally {
        setSending(null);
      }
    },
  });
  const { control, setValue, formState } = step.form;

  return (
    <StepForm {...step.frame} title={title} intro={intro} submitLabel={submitLabel}>
      {documents.map((document, index) =>
        document.uploaded ? (
          <p key={document.id} className="step-note" role="note">
            {COPY.uploaded(document.description)}
          </p>
        ) : (
          <FormFileField
            key={document.id}
            control={control}
            setValue={setValue}
            name={`files.${index}`}
            label={document.description}
            hint={COPY.fileHint}
            accept={DOCS_REQUEST_FILE_TYPES}
            maxBytes={DOCS_REQUEST_MAX_BYTES}
            error={formState.errors.files?.[index]?.message}
          />
        ),
      )}
      <UploadStatus
        state={sending ? 'uploading' : upload.state === 'failed' ? 'failed' : 'idle'}
        label={COPY.progressLabel}
        text={sending ? COPY.sending(sending.current, sending.total) : undefined}
        progress={sending ? { value: sending.current - 1, max: sending.total } : undefined}
      />
    </StepForm>
  );
}
