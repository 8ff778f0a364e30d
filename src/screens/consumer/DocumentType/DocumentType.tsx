/**
 * DocumentType (spec §4 CONSUMER 7,0; back blocked): which identity document the user will use. The
 * types are those of `GET documents/types` that the client knows (it has a §5 number rule for each),
 * in the server's order, labelled in Italian. The one the user chose before (`data.documentType`), else
 * the one the recognition provider recognised (`GET registrations/recog/document-data`, silent when it
 * has nothing), is preselected. Prosegui saves the choice in the registration
 * (`registrations/{id}/update` `{ data: { documentType } }`, so a reload or DocumentData finds it) and
 * moves on (7,0 -> 7,1).
 */
import { getDocumentTypes } from '../../../api/documents';
import { isDocumentTypeCode, type DocumentTypeCode } from '../../../api/document-schemas';
import { updateRegistration } from '../../../api/registrations';
import { useInstance } from '../../../kit/hooks';
import { RadioGroup } from '../../../kit/fields';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useLoaded } from '../../../kit/useLoaded';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { DOCUMENT_TYPE_LABELS, recognisedDocument, savedDocumentType } from '../../../registration/identity-document';
import { DocumentTypeFormSchema, type DocumentTypeFormInput, type DocumentTypeFormValues } from './schema';
import { DOCUMENT_TYPE_COPY } from './copy';

interface Choices {
  types: DocumentTypeCode[];
  /** The recognition provider's type, when it is one of `types`. */
  recognised: DocumentTypeCode | undefined;
}

export default function DocumentType(_props: ScreenProps) {
  const { instance } = useInstance();
  const { loaded, retry } = useLoaded<Choices>(async () => {
    const [list, recognised] = await Promise.all([getDocumentTypes(instance.api), recognisedDocument(instance.api)]);
    const types = list.documentTypes.map((type) => type.code).filter(isDocumentTypeCode);
    if (types.length === 0) throw new Error('No known document type');
    const type = recognised?.documentType;
    return { types, recognised: isDocumentTypeCode(type) && types.includes(type) ? type : undefined };
  });
  if (loaded.kind === 'ready') return <DocumentTypeForm {...loaded.value} />;
  return (
    <LoadState
      screen="DocumentType"
      title={DOCUMENT_TYPE_COPY.title}
      loadingText={DOCUMENT_TYPE_COPY.loading}
      failed={loaded.kind === 'failed'}
      failedText={DOCUMENT_TYPE_COPY.loadError}
      onRetry={retry}
    />
  );
}

function DocumentTypeForm({ types, recognised }: Choices) {
  const { instance, wizard } = useInstance();
  const { store, api } = instance;
  const saved = savedDocumentType(store.state.registrations?.data);
  const preselected = saved && types.includes(saved) ? saved : recognised;
  const step = useStepForm<DocumentTypeFormInput, DocumentTypeFormValues>({
    screen: 'DocumentType',
    schema: DocumentTypeFormSchema,
    defaultValues: { documentType: preselected ?? '' },
    serverFields: { ...serverFieldsOf('documentType'), 'data.documentType': 'documentType' },
    onValid: async ({ documentType }) => {
      const registration = store.state.registrations;
      if (!registration) return;
      store.actions.setRegistration(await updateRegistration(api, registration.id, { data: { documentType } }));
      await wizard.submit({ force: true });
    },
  });
  const { register, formState } = step.form;
  return (
    <StepForm {...step.frame} title={DOCUMENT_TYPE_COPY.title} intro={DOCUMENT_TYPE_COPY.intro}>
      <RadioGroup
        label={DOCUMENT_TYPE_COPY.documentType}
        hint={preselected && preselected === recognised && !saved ? DOCUMENT_TYPE_COPY.recognised : undefined}
        options={types.map((code) => ({ value: code, label: DOCUMENT_TYPE_LABELS[code] }))}
        error={formState.errors.documentType?.message}
        {...register('documentType')}
      />
    </StepForm>
  );
}
