/**
 * /minorInfo (spec §2 data steps): shown by AgeForm to someone under 18. It explains that a parent or
 * guardian must confirm and sign; "Prosegui" continues the data steps in the MINOR flow (the wizard is
 * still at AgeForm, 1,0), the secondary button returns to the birth date.
 */
import { STEP_COPY } from '../../../kit/copy';
import { useInstance } from '../../../kit/hooks';
import { InfoPage } from '../../../kit/InfoPage';
import type { ScreenProps } from '../../../kit/screen';
import { SubmitButton } from '../../../kit/SubmitButton';
import { useSubmitLock } from '../../../kit/useSubmitLock';
import { MINOR_INFO_COPY } from './copy';

export default function MinorInfo(_props: ScreenProps) {
  const { wizard } = useInstance();
  const lock = useSubmitLock();
  return (
    <InfoPage screen="MinorInfo" title={MINOR_INFO_COPY.title} paragraphs={MINOR_INFO_COPY.paragraphs}>
      <SubmitButton type="button" lock={lock} onClick={() => void lock.run(() => wizard.submit())}>
        {STEP_COPY.submit}
      </SubmitButton>
      <button type="button" className="button secondary" onClick={() => wizard.show('AgeForm')}>
        {MINOR_INFO_COPY.back}
      </button>
    </InfoPage>
  );
}
