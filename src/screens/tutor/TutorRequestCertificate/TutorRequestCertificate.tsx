/**
 * TutorRequestCertificate (spec §4 TUTOR 9,1, `/tutorRequestCertificate`): the guardian's certificate of the
 * digital signature provider (§7). The TUTOR table has no CertificateSign, so this one screen does both parts
 * of the consumer's 8,0 and 8,1, composed from the kit:
 * 1. the clauses (CertificateClauses): a VALID certificate or a dossier whose clauses were accepted skips
 *    them; otherwise each clause with a required box, Prosegui sends `accept-clauses {clauseIds}`;
 * 2. the signature (CertificateSignStep): the code sent once by SMS (resend after a visible 30 s), Firma sends
 *    `issue-and-sign {otp}` (or `one-step-sign` with a VALID certificate: a new session only), the progress
 *    is followed, and DONE arms the session's reload and does the step submit (on to TutorBankSign). The
 *    certificate signed with a session open moves on at once; a running signature is followed.
 * The contract steps come back here when the signature session expired (signScreensOf('TUTOR').certificate).
 */
import { useState } from 'react';
import type { ApiClient } from '../../../api/client';
import { ClausesForm, loadClausesArrival } from '../../../kit/connected/CertificateClauses';
import { CertificateSignStep } from '../../../kit/connected/CertificateSignStep';
import { useCertTarget } from '../../../kit/connected/ContractSignStep';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { useLoaded } from '../../../kit/useLoaded';
import { TUTOR_REQUEST_CERTIFICATE_COPY as COPY } from './copy';

export default function TutorRequestCertificate({ screen }: ScreenProps) {
  const target = useCertTarget();
  const [accepted, setAccepted] = useState(false);
  const { loaded, retry } = useLoaded((api: ApiClient) => loadClausesArrival(api, target));

  if (accepted || (loaded.kind === 'ready' && loaded.value.kind === 'accepted')) {
    return <CertificateSignStep screen={screen} copy={COPY.sign} />;
  }
  if (loaded.kind === 'ready' && loaded.value.kind === 'clauses') {
    return (
      <ClausesForm
        screen={screen}
        clauses={loaded.value.clauses}
        copy={COPY.clauses}
        onAccepted={async () => setAccepted(true)}
      />
    );
  }
  return (
    <LoadState
      screen={screen}
      title={COPY.clauses.title}
      loadingText={COPY.clauses.loading}
      failed={loaded.kind === 'failed'}
      failedText={COPY.clauses.loadError}
      onRetry={retry}
    />
  );
}
