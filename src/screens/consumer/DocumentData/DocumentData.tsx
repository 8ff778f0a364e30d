/**
 * DocumentData (spec §4 CONSUMER 7,1): the identity document's data and photos.
 *
 * - The type is the one chosen on DocumentType (`data.documentType`); it can be changed here too, since
 *   the §5 number messages ask the user to check it, and the minor-upgrade flow starts on this screen
 *   (§4 Start-up rules) without DocumentType.
 * - Number (upper-cased as typed, §5 rule of the type), issue and expiry dates (gg/mm/aaaa,
 *   src/validation/document-dates.ts), issuing authority (those of the type), issuing place (§5 CITY),
 *   and the photos (front, and back unless the document has a single side; JPG or PNG up to 5 MB each;
 *   `capture="environment"` so a phone opens its rear camera).
 * - Prefilled with what this registration already saved for that type (`data.document`), else with what
 *   the recognition provider read (`GET registrations/recog/document-data`, silent when it has nothing),
 *   only when its type is the chosen one. Everything stays editable.
 * - Prosegui sends the photos (`document-scans`, multipart; not again when the same files were already
 *   sent), then the data (`documents`), then the step submit (progress saved: step 8). A failure keeps
 *   everything, files included; a server field error shows under its field.
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isDocumentTypeCode, type DocumentTypeCode, type RecognitionDocumentData, type ScanSide } from '../../../api/document-schemas';
import { saveDocumentScans, saveDocuments } from '../../../api/registrations';
import { DateField, FormFileField, SelectField, TextField } from '../../../kit/fields';
import { upperCasing } from '../../../kit/fields/upperCase';
import { useInstance } from '../../../kit/hooks';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useLoaded } from '../../../kit/useLoaded';
import { preparedFile } from '../../../kit/uploads/preparedFiles';
import { UploadStatus, useUploadState } from '../../../kit/uploads/UploadStatus';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { fromApiDate, toApiDate } from '../../../registration/draft';
import {
  AUTHORITIES_BY_TYPE,
  DOCUMENT_NUMBER_KINDS,
  DOCUMENT_TYPE_LABELS,
  SCAN_SIDES_BY_TYPE,
  matchAuthority,
  recognisedDocument,
  savedDocumentType,
} from '../../../registration/identity-document';
import { normaliseDocumentNumber } from '../../../validation/document-number';
import { DOCUMENT_DATA_COPY as COPY } from './copy';
import { SCAN_MAX_BYTES, SCAN_TYPES, documentDataSchema, type DocumentDataInput, type DocumentDataValues } from './schema';

const TYPE_OPTIONS = (Object.keys(DOCUMENT_TYPE_LABELS) as DocumentTypeCode[]).map((code) => ({ value: code, label: DOCUMENT_TYPE_LABELS[code] }));
const FIELDS = ['documentType', 'documentNumber', 'issueDate', 'expiryDate', 'issuingAuthority', 'issuingPlace', 'front', 'back'] as const;

/** An API date (YYYY-MM-DD) as typed (dd/mm/yyyy); '' for anything else. */
const typedDate = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? fromApiDate(value) : '');

/** The authority to start from: the one the source names, else the type's only one. */
function authorityFor(type: DocumentTypeCode, named: string | undefined): string {
  const authorities = AUTHORITIES_BY_TYPE[type];
  return matchAuthority(type, named) ?? (authorities.length === 1 ? (authorities[0] ?? '') : '');
}

/** The form's first values: the document saved before, else the recognised one, for the chosen type only. */
function initialValues(data: Readonly<Record<string, unknown>> | null | undefined, recognised: RecognitionDocumentData | undefined) {
  const saved = data?.['document'] as Partial<RecognitionDocumentData> | undefined;
  const type = savedDocumentType(data) ?? (isDocumentTypeCode(recognised?.documentType) ? recognised.documentType : undefined);
  const empty: DocumentDataInput = {
    documentType: type ?? '',
    documentNumber: '',
    issueDate: '',
    expiryDate: '',
    issuingAuthority: type ? authorityFor(type, undefined) : '',
    issuingPlace: '',
    front: null,
    back: null,
  };
  if (!type) return { values: empty, prefilled: false };
  const source = saved?.documentType === type ? saved : recognised?.documentType === type ? recognised : undefined;
  if (!source) return { values: empty, prefilled: false };
  return {
    values: {
      ...empty,
      documentNumber: normaliseDocumentNumber(source.documentNumber ?? ''),
      issueDate: typedDate(source.issueDate),
      expiryDate: typedDate(source.expiryDate),
      issuingAuthority: authorityFor(type, source.issuingAuthority),
      issuingPlace: source.issuingPlace?.trim() ?? '',
    },
    prefilled: source === recognised,
  };
}

export default function DocumentData(_props: ScreenProps) {
  const { instance } = useInstance();
  const { loaded } = useLoaded(() => recognisedDocument(instance.api));
  if (loaded.kind === 'ready') return <DocumentDataForm recognised={loaded.value} />;
  // recognisedDocument never fails: no retry.
  return <LoadState screen="DocumentData" title={COPY.title} loadingText={COPY.loading} />;
}

function DocumentDataForm({ recognised }: { recognised: RecognitionDocumentData | undefined }) {
  const { instance, wizard } = useInstance();
  const { store, api } = instance;
  const registration = store.state.registrations;
  const initial = useRef(initialValues(registration?.data, recognised)).current;
  // The files the server already holds for this registration (a retry after `documents` failed sends them once).
  const sentScans = useRef<Partial<Record<ScanSide, File>> | null>(null);
  const [schema] = useState(() => documentDataSchema());
  const upload = useUploadState();

  const step = useStepForm<DocumentDataInput, DocumentDataValues>({
    screen: 'DocumentData',
    schema,
    defaultValues: initial.values,
    serverFields: serverFieldsOf(...FIELDS),
    onValid: async (values) => {
      const current = store.state.registrations;
      if (!current) return;
      const sides = SCAN_SIDES_BY_TYPE[values.documentType];
      const scans: Partial<Record<ScanSide, File>> = { front: values.front };
      if (sides.includes('back') && values.back) scans.back = values.back;
      const sent = sentScans.current;
      if (!sent || sent.front !== scans.front || sent.back !== scans.back) {
        // The photos as prepared when chosen (scaled JPEG, kit/uploads), with a progress and, failed, Riprova.
        const ready: Partial<Record<ScanSide, File>> = { front: await preparedFile(values.front) };
        if (scans.back) ready.back = await preparedFile(scans.back);
        await upload.track(() => saveDocumentScans(api, current.id, ready));
        sentScans.current = scans;
      }
      const saved = await saveDocuments(api, current.id, {
        documentType: values.documentType,
        documentNumber: values.documentNumber,
        issueDate: toApiDate(values.issueDate),
        expiryDate: toApiDate(values.expiryDate),
        issuingAuthority: values.issuingAuthority,
        issuingPlace: values.issuingPlace,
      });
      store.actions.setRegistration(saved);
      await wizard.submit({ force: true });
    },
  });
  const { register, formState, watch, getValues, setValue, getFieldState, trigger } = step.form;
  const errors = formState.errors;
  const chosen = watch('documentType');
  const type = isDocumentTypeCode(chosen) ? chosen : undefined;
  const authorities = type ? AUTHORITIES_BY_TYPE[type] : [];

  // A new type: an authority of the old one is replaced by the new type's only one (or none), and the
  // number and the back photo, once the user has been there, are checked again with the new type's rules.
  useEffect(() => {
    if (!type) return;
    const current = getValues('issuingAuthority');
    if (!(AUTHORITIES_BY_TYPE[type] as readonly string[]).includes(current)) {
      setValue('issuingAuthority', authorityFor(type, undefined), { shouldValidate: current !== '' });
    }
    const again = (['documentNumber', 'back'] as const).filter((name) => getFieldState(name).isTouched || getFieldState(name).invalid);
    if (again.length) void trigger(again);
  }, [type, getValues, setValue, getFieldState, trigger]);

  const number = register('documentNumber');
  const single = type !== undefined && !SCAN_SIDES_BY_TYPE[type].includes('back');

  return (
    <StepForm {...step.frame} title={COPY.title} intro={COPY.intro}>
      {initial.prefilled && (
        <p className="step-note" role="note">
          {COPY.prefilled}
        </p>
      )}
      <SelectField
        label={COPY.documentType}
        placeholder={COPY.chooseType}
        options={TYPE_OPTIONS}
        error={errors.documentType?.message}
        {...register('documentType')}
      />
      <TextField
        label={COPY.documentNumber}
        hint={COPY.documentNumberHint[type ? DOCUMENT_NUMBER_KINDS[type] : 'OTHER']}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={30}
        error={errors.documentNumber?.message}
        {...number}
        onChange={upperCasing(number.onChange)}
      />
      <DateField
        label={COPY.issueDate}
        hint={COPY.dateHint}
        autoComplete="off"
        error={errors.issueDate?.message}
        {...register('issueDate', { deps: ['expiryDate'] })}
      />
      <DateField label={COPY.expiryDate} hint={COPY.dateHint} autoComplete="off" error={errors.expiryDate?.message} {...register('expiryDate')} />
      <SelectField
        label={COPY.issuingAuthority}
        placeholder={COPY.chooseAuthority}
        options={authorities.map((authority) => ({ value: authority, label: authority }))}
        error={errors.issuingAuthority?.message}
        {...register('issuingAuthority')}
      />
      <TextField
        label={COPY.issuingPlace}
        hint={COPY.issuingPlaceHint}
        autoComplete="off"
        autoCapitalize="words"
        error={errors.issuingPlace?.message}
        {...register('issuingPlace')}
      />
      <PhotoField form={step.form} name="front" label={single ? COPY.frontSingle : COPY.front} error={errors.front?.message} />
      {!single && <PhotoField form={step.form} name="back" label={COPY.back} error={errors.back?.message} />}
      <UploadStatus state={upload.state} />
    </StepForm>
  );
}

/** One side's photo: the kit's FormFileField, the phone's back camera first. */
function PhotoField({ form, name, label, error }: { form: UseFormReturn<DocumentDataInput, unknown, DocumentDataValues>; name: 'front' | 'back'; label: string; error: string | undefined }) {
  return (
    <FormFileField
      control={form.control}
      setValue={form.setValue}
      name={name}
      label={label}
      hint={COPY.photoHint}
      accept={SCAN_TYPES}
      maxBytes={SCAN_MAX_BYTES}
      capture="environment"
      error={error}
    />
  );
}
