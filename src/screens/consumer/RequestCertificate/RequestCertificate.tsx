/**
 * RequestCertificate (spec §4 CONSUMER 8,0, `/requestCertificate`): the certificate of the digital signature
 * provider (§7). The kit's CertificateClauses does the arrival: a VALID certificate (§3 "VALID means valid")
 * or a dossier whose clauses were already accepted does the step submit at once; otherwise the clauses are
 * shown, each with a required box. Prosegui sends `POST dossiers/accept-clauses {clauseIds}` and does the step
 * submit (on to CertificateSign).
 */
import type { ApiClient } from '../../../api/client';
import { ClausesForm, loadClausesArrival } from '../../../kit/connected/CertificateClauses';
import { useCertTarget } from '../../../kit/connected/ContractSignStep';
import { useInstance } from '../../../kit/hooks';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { useLoaded } from '../../../kit/useLoaded';
import { useOnce } from '../../../kit/useOnce';
import { REQUEST_CERTIFICATE_COPY as COPY } from './copy';

export default function RequestCertificate(_props: ScreenProps) {
  const { wizard } = useInstance();
  const target = useCertTarget();
  const { loaded, retry } = useLoaded((api: ApiClient) => loadClausesArrival(api, target));
  const moveOn = loaded.kind === 'ready' && loaded.value.kind === 'accepted';
  useOnce(() => void wizard.submit({ force: true }), moveOn);

  if (loaded.kind === 'ready' && loaded.value.kind === 'clauses') {
    return (
      <ClausesForm screen="RequestCertificate" clauses={loaded.value.clauses} copy={COPY} onAccepted={() => wizard.submit({ force: true })} />
    );
  }
  return (
    <LoadState
      screen="RequestCertificate"
      title={COPY.title}
      loadingText={COPY.loading}
      failed={loaded.kind === 'failed'}
      failedText={COPY.loadError}
      onRetry={retry}
    />
  );
}
