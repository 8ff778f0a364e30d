/**
 * UploadBizDocuments (spec §2 /uploadBizDocuments, back blocked; spec §4 BUSINESS: inserted after the
 * self-declaration, step 5). The business sends the documents the bank asks of it — the request the
 * sandbox opens at pre-registration, `registration.business.docsRequest` (a chamber-of-commerce extract for a sole
 * trader, the professional register's certificate for a professional, the partita IVA certificate for both) —
 * through the spec §7 `docs-request/{requestId}/document-scans` and `/complete` calls (the kit's DocsRequestForm:
 * type and size checked when picked, a labelled progress, each file sent once), then the step submit (progress 6).
 * A request already closed (a reload after sending) lists the documents as sent and Prosegui goes on.
 */
import { getRegistration } from '../../../api/registrations';
import { DocsRequestForm } from '../../../kit/connected/DocsRequestForm';
import { useInstance, useOnboardingState } from '../../../kit/hooks';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { STEP_COPY } from '../../../kit/copy';
import { useLoaded } from '../../../kit/useLoaded';
import { companyTypeOf } from '../../../startup/flags';
import { UPLOAD_BIZ_COPY as COPY } from './copy';

export default function UploadBizDocuments(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const { registrations } = useOnboardingState();
  const request = registrations?.business?.docsRequest;
  if (!registrations || !request) return <ReadRequest registrationId={registrations?.id ?? null} />;
  const sent = request.status === 'COMPLETED';
  return (
    <DocsRequestForm
      key={request.id}
      screen="UploadBizDocuments"
      registrationId={registrations.id}
      request={request}
      title={COPY.title}
      intro={sent ? COPY.sentIntro : COPY.intro[companyTypeOf()]}
      submitLabel={sent ? STEP_COPY.submit : COPY.submit}
      onCompleted={async (registration) => {
        instance.store.actions.setRegistration(registration);
        await wizard.submit({ force: true });
      }}
    />
  );
}

/** No request in the store (a registration read before the business had one): read the registration again. */
function ReadRequest({ registrationId }: { registrationId: string | null }) {
  const { instance } = useInstance();
  const { loaded, retry } = useLoaded(async (api) => {
    if (!registrationId) throw new Error('no registration');
    const { registration } = await getRegistration(api, registrationId);
    if (!registration?.business?.docsRequest) throw new Error('no business documents request');
    instance.store.actions.setRegistration(registration);
    return registration;
  });
  return (
    <LoadState
      screen="UploadBizDocuments"
      title={COPY.title}
      failed={loaded.kind === 'failed'}
      loadingText={COPY.loading}
      failedText={COPY.loadError}
      onRetry={retry}
    />
  );
}
