/**
 * /minorInfo (spec §2 data steps): shown by AgeForm to someone under 18. It explains that a parent or
 * guardian must confirm and sign; "Prosegui" continues the data steps in the MINOR flow (the wizard is
 * still at AgeForm, 1,0), the secondary button returns to the birth date.
 */
import { useInstance } from '../../app/context';
import { pathOf } from '../../flows';
import type { ScreenProps } from '../registry';
import { STEP_COPY } from '../step/copy';
import { useProseguiLock } from '../step/useProseguiLock';
import { InfoPage } from './InfoPage';
import { MINOR_INFO_COPY } from './copy';

export default function MinorInfo(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const [locked, lock] = useProseguiLock();
  return (
    <InfoPage screen="MinorInfo" title={MINOR_INFO_COPY.title} paragraphs={MINOR_INFO_COPY.paragraphs}>
      <button
        type="button"
        part="button"
        className="button"
        disabled={locked}
        onClick={() => {
          lock();
          void wizard.submit();
        }}
      >
        {STEP_COPY.submit}
      </button>
      <button
        type="button"
        className="button secondary"
        onClick={() => instance.router.navigate(pathOf('AgeForm', instance.providers))}
      >
        {MINOR_INFO_COPY.back}
      </button>
    </InfoPage>
  );
}
