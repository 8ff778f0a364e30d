/**
 * The cards of CardCarousel as a swiper carousel (DESIGN §2: swiper, loaded lazily). The cards render first
 * as a plain list; swiper (src/kit/swiper, its own chunk) turns the list into a carousel once it has
 * loaded, and only then do the previous/next buttons appear. A failed download leaves the list.
 *
 * Accessibility (WAI-ARIA carousel pattern): a labelled region with the role description "carosello", each
 * card a group labelled "2 di 3: Carta Classica", previous/next buttons with Italian labels (disabled at the
 * ends: no wrap-around, a choice is not a slideshow), and a polite announcement of the card shown. Every card
 * stays readable by assistive technology (none is aria-hidden), so cards can be compared. The choice itself
 * is the radio group beside the carousel; choosing a card slides the carousel to it (`showIndex`).
 *
 * swiper's core class runs in the element React renders; React never rewrites the class names of that
 * element or of the slides (swiper adds its own), so per-card state goes in data attributes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import type { Swiper } from 'swiper/types';
import type { PrepaidCard } from '../../../api/cards-schemas';
import { MoneyText } from '../../../kit/fields';
import { SWIPER_CSS } from '../../../kit/swiper-css';
import { CARD_CAROUSEL_COPY as COPY } from './copy';
import styles from './cards.css?inline';
import { Styles } from '../../../kit/styles';

/** What the carousel needs of the swiper chunk. */
export type Engine = { Swiper: typeof SwiperClass };

const loadSwiper = (): Promise<Engine> => import('../../../kit/swiper');

export interface CardsProps {
  cards: readonly PrepaidCard[];
  /** The card to show (the chosen one): the carousel slides to it. */
  showIndex: number;
  /** Loads swiper (its own chunk); tests hold it back to see the list it starts as. */
  loadEngine?: () => Promise<Engine>;
}

export function Cards({ cards, showIndex, loadEngine = loadSwiper }: CardsProps) {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [active, setActive] = useState(0);
  const viewportRef = useRef<HTMLDivElement>(null);
  const slidesId = useId();

  useEffect(() => {
    let live = true;
    loadEngine().then(
      (module) => live && setEngine(module),
      () => {
        // Without swiper the cards stay a list.
      },
    );
    return () => {
      live = false;
    };
  }, [loadEngine]);

  // Once swiper is here the viewport is laid out as a carousel (data-ready), then swiper measures it.
  useEffect(() => {
    const el = viewportRef.current;
    if (!engine || !el) return;
    const instance = new engine.Swiper(el, {
      slidesPerView: 1,
      spaceBetween: 16,
      // A visitor who asked for reduced motion sees the next card at once, with no slide.
      speed: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : 300,
      on: { activeIndexChange: (s) => setActive(s.activeIndex) },
    });
    setSwiper(instance);
    return () => {
      instance.destroy(true, true);
      setSwiper(null);
    };
  }, [engine]);

  useEffect(() => {
    if (swiper && showIndex >= 0 && swiper.activeIndex !== showIndex) swiper.slideTo(showIndex);
  }, [swiper, showIndex]);

  const shown = cards[active];
  return (
    <section
      className="cards"
      aria-roledescription={COPY.roleDescription}
      aria-label={COPY.carouselLabel}
      data-ready={engine ? 'true' : undefined}
    >
      <Styles css={[SWIPER_CSS, styles]} />
      <div ref={viewportRef} className="swiper cards-viewport">
        <div className="swiper-wrapper" id={slidesId}>
          {cards.map((card, index) => (
            <div
              key={card.id}
              className="swiper-slide card-slide"
              role="group"
              aria-roledescription={COPY.slideRoleDescription}
              aria-label={COPY.slideLabel(index, cards.length, card.name)}
              data-card={card.id}
            >
              {card.image && <img className="card-image" src={card.image} alt="" width={320} height={202} />}
              <h2 className="card-name">{card.name}</h2>
              <p className="card-kind">{card.physical ? COPY.physical : COPY.virtual}</p>
              {card.features.length > 0 && (
                <ul className="card-features">
                  {card.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
              <p className="card-fee">
                {card.feeCents ? (
                  <>
                    {COPY.fee} <MoneyText cents={card.feeCents} />
                  </>
                ) : (
                  COPY.free
                )}
              </p>
            </div>
          ))}
        </div>
      </div>
      {swiper && (
        <div className="cards-controls">
          <button
            type="button"
            className="button secondary cards-button"
            aria-controls={slidesId}
            disabled={active <= 0}
            onClick={() => swiper.slidePrev()}
          >
            {COPY.previous}
          </button>
          <button
            type="button"
            className="button secondary cards-button"
            aria-controls={slidesId}
            disabled={active >= cards.length - 1}
            onClick={() => swiper.slideNext()}
          >
            {COPY.next}
          </button>
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {shown ? COPY.showing(active, cards.length, shown.name) : ''}
          </p>
        </div>
      )}
    </section>
  );
}
