/**
 * UnderMaintenance (spec §2 /manutenzione-in-corso: header hidden, back blocked). Any API call answered
 * with the maintenance signal brings the wizard here and keeps it here (src/app/instance.ts
 * `underMaintenance`); "Riprova" loads the page again, which runs the start-up rules (§4) anew and so
 * resumes where the customer was once the service is back.
 */
import { useInstance } from '../../../kit/hooks';
import { InfoPage } from '../../../kit/InfoPage';
import type { ScreenProps } from '../../../kit/screen';
import { MAINTENANCE_COPY } from './copy';

export default function UnderMaintenance(_props: ScreenProps) {
  const { instance } = useInstance();
  return (
    <InfoPage screen="UnderMaintenance" title={MAINTENANCE_COPY.title} paragraphs={MAINTENANCE_COPY.paragraphs}>
      <button type="button" part="button" className="button" onClick={() => instance.page.reload()}>
        {MAINTENANCE_COPY.retry}
      </button>
    </InfoPage>
  );
}
