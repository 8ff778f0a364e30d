/** /promoCodeInfo (spec §2 data steps): what the optional promo code of EmailForm is. */
import { useInstance } from '../../app/context';
import { pathOf } from '../../flows';
import type { ScreenProps } from '../registry';
import { InfoPage } from './InfoPage';
import { PROMO_INFO_COPY } from './copy';

export default function PromoCodeInfo(_props: ScreenProps) {
  const { instance } = useInstance();
  return (
    <InfoPage screen="PromoCodeInfo" title={PROMO_INFO_COPY.title} paragraphs={PROMO_INFO_COPY.paragraphs}>
      <button
        type="button"
        part="button"
        className="button"
        onClick={() => instance.router.navigate(pathOf('EmailForm', instance.providers))}
      >
        {PROMO_INFO_COPY.back}
      </button>
    </InfoPage>
  );
}
