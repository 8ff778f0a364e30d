/**
 * MissingDocuments (spec §2 /missingDocuments, header hidden): the back office asked for documents
 * (`docsRequest` OPEN on the registration; the start-up rules' extension shows this screen, see
 * src/startup/rules.ts). Each requested document has its file field (JPG, PNG or PDF up to 10 MB); "Invia
 * i documenti" uploads each chosen file (`docs-request/{requestId}/document-scans`, one multipart call per
 * document, never the same file twice after a failure), then closes the request (`.../complete`) and
 * shows the confirmation with the §9 exit (the kit's ExitButton, as RegistrationCompleted).
 */
import { useRef, useState } from 'react';
import { asApiError } from '../../../api/errors';
import { DOCS_REQUEST_FILE_TYPES, DOCS_REQUEST_MAX_BYTES } from '../../../api/completion-schemas';
import { completeDocsRequest, saveDocsRequestScan } from '../../../api/registrations';
import type { DocsRequest } from '../../../api/schemas';
import { ExitButton } from '../../../kit/ExitButton';
import { FormFileField } from '../../../kit/fields';
import { useInstance, useOnboardingState } from '../../../kit/hooks';
import { InfoPage } from '../../../kit/InfoPage';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useStepForm } from '../../../kit/useStepForm';
import { MISSING_DOCUMENTS_COPY as COPY } from './copy';
import { missingDocumentsSchema, type MissingDocumentsInput } from './schema';

export default function MissingDocuments(_props: ScreenProps) {
  const { registrations } = useOnboardingState();
  const request = registrations?.docsRequest;
  if (registrations && request?.status === 'OPEN') {
    return <UploadForm registrationId={registrations.id} request={request as DocsRequest} />;
  }
  const sent = request?.status === 'COMPLETED';
  return (
    <InfoPage
      screen="MissingDocuments"
      title={sent ? COPY.sentTitle : COPY.title}
      paragraphs={sent ? COPY.sentParagraphs : COPY.noneParagraphs}
    >
      <ExitButton>{COPY.exit}</ExitButton>
    </InfoPage>
  );
}

/** The requested documents' fields, the uploads and the request's completion. */
function UploadForm({ registrationId, request }: { registrationId: string; request: DocsRequest }) {
  const { instance } = useInstance();
  const { api, store } = instance;
  // The documents as they were on arrival: the fields stay the same while the uploads answer.
  const [documents] = useState(() => request.documents);
  const [schema] = useState(() => missingDocumentsSchema(documents));
  // The file each document's upload was answered for: a retry after a failure sends only what is new.
  const uploaded = useRef(new Map<string, File>());

  const step = useStepForm<MissingDocumentsInput, MissingDocumentsInput>({
    screen: 'MissingDocuments',
    schema,
    defaultValues: { files: documents.map(() => null) },
    serverFields: {},
    onValid: async ({ files }) => {
      for (const [index, document] of documents.entries()) {
        const file = files[index];
        if (document.uploaded || !file || uploaded.current.get(document.id) === file) continue;
        try {
          await saveDocsRequestScan(api, registrationId, request.id, { documentId: document.id, file });
        } catch (e) {
          // A refused file (its type, its size) is the server's message under its field; the rest, the dialog.
          const refused = asApiError(e).fieldErrors[0];
          if (!refused) throw e;
          step.setServerError(`files.${index}`, refused.message);
          return;
        }
        uploaded.current.set(document.id, file);
      }
      store.actions.setRegistration(await completeDocsRequest(api, registrationId, request.id));
    },
  });
  const { control, setValue, formState } = step.form;

  return (
    <StepForm {...step.frame} title={COPY.title} intro={COPY.intro} submitLabel={COPY.submit}>
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
    </StepForm>
  );
}
