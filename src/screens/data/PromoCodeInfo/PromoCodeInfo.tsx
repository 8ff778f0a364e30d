/** /promoCodeInfo (spec §2 data steps): what the optional promo code of EmailForm is. */
import { useInstance } from '../../../kit/hooks';
import type { ScreenProps } from '../../../kit/screen';
import { InfoPage } from '../../../kit/InfoPage';
import { PROMO_INFO_COPY } from './copy';

export default function PromoCodeInfo(_props: ScreenProps) {
  const { wizard } = useInstance();
  return (
    <InfoPage screen="PromoCodeInfo" title={PROMO_INFO_COPY.title} paragraphs={PROMO_INFO_COPY.paragraphs}>
      <button
        type="button"
        part="button"
        className="button"
        onClick={() => wizard.show('EmailForm')}
      >
        {PROMO_INFO_COPY.back}
      </button>
    </InfoPage>
  );
}
