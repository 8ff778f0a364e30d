/**
 * RegistrationRejected (spec §2: header hidden, back blocked): where a SUSPENDED user lands (§4 Start-up
 * rules), a step submit refused with USR_REG_6003 goes (§8), and the SERVICE=true link opens. The customer
 * can open the help panel's contacts, or leave: inside the app back to its initial view, on the web to
 * the landing page with the session cleared.
 */
import { ContactSupportButton } from '../../../kit/ContactSupportButton';
import { useInstance } from '../../../kit/hooks';
import { InfoPage } from '../../../kit/InfoPage';
import type { ScreenProps } from '../../../kit/screen';
import { REJECTED_COPY } from './copy';

export default function RegistrationRejected(_props: ScreenProps) {
  const { wizard } = useInstance();
  return (
    <InfoPage screen="RegistrationRejected" title={REJECTED_COPY.title} paragraphs={REJECTED_COPY.paragraphs}>
      <ContactSupportButton>{REJECTED_COPY.contact}</ContactSupportButton>
      <button type="button" className="button secondary" onClick={() => wizard.exitToInitialView()}>
        {REJECTED_COPY.exit}
      </button>
    </InfoPage>
  );
}
