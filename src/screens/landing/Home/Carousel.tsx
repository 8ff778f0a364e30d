/**
 * The promotional carousel of the landing page, desktop only (spec §1; §2 "Landing page (Home)": autoplay,
 * wrap-around, one item at a time, with sliding, dragging and hover states; §9: autoplay 3000 ms).
 *
 * Accessibility follows the WAI-ARIA carousel pattern: a labelled region with the role description
 * "carosello", slides as groups labelled "1 di 5", a rotation button first (WCAG 2.2.2: autoplay can be
 * paused), previous/next buttons, rotation stopped while keyboard focus is on a slide control, and no
 * autoplay for visitors who ask for reduced motion until they press play.
 *
 * swiper's core class runs in the element React renders. React must never rewrite the class names of
 * that element or of the slides (swiper adds its own), so per-slide state goes in aria/data attributes.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import type { Swiper, SwiperOptions } from 'swiper/types';
import { SWIPER_CSS } from '../../../kit/swiper-css';
import styles from './carousel.css?inline';
import { CAROUSEL_COPY, HOME_SLIDES } from './copy';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './media';
import { Styles } from '../../../kit/styles';
import { CAROUSEL_AUTOPLAY_SECONDS, CAROUSEL_SLIDE_MS } from '../../../flows/timings';

/** What the carousel is doing, exposed as `data-state` on its root for styling and tests. */
export type CarouselState = 'idle' | 'sliding' | 'dragging' | 'hover';

export { withoutHostRule } from '../../../kit/swiper-css';

/** The swiper options of spec §9, with the event handlers that feed `data-state`. */
function carouselOptions(on: NonNullable<SwiperOptions['on']>): SwiperOptions {
  return {
    slidesPerView: 1,
    loop: true,
    speed: CAROUSEL_SLIDE_MS,
    autoplay: { delay: CAROUSEL_AUTOPLAY_SECONDS * 1000, disableOnInteraction: false, pauseOnMouseEnter: true },
    on,
  };
}

interface Activity {
  sliding: boolean;
  dragging: boolean;
  hover: boolean;
}

const stateOf = ({ sliding, dragging, hover }: Activity): CarouselState =>
  dragging ? 'dragging' : sliding ? 'sliding' : hover ? 'hover' : 'idle';

export default function Carousel() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // null until the visitor presses the rotation button: until then reduced motion decides.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const [focusInside, setFocusInside] = useState(false);
  const [activity, setActivity] = useState<Activity>({ sliding: false, dragging: false, hover: false });
  const [active, setActive] = useState(0);
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const slidesId = useId();
  const rotating = !paused && !focusInside;

  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    let cancelled = false;
    let instance: Swiper | undefined;
    const track = (patch: Partial<Activity>) => setActivity((current) => ({ ...current, ...patch }));
    import('../../../kit/swiper').then(
      ({ Swiper, Autoplay }) => {
        if (cancelled) return;
        instance = new Swiper(el, {
          modules: [Autoplay],
          ...carouselOptions({
            realIndexChange: (s) => setActive(s.realIndex),
            slideChangeTransitionStart: () => track({ sliding: true }),
            slideChangeTransitionEnd: () => track({ sliding: false }),
            touchStart: () => track({ dragging: true }),
            sliderMove: () => track({ dragging: true }),
            touchEnd: () => track({ dragging: false }),
          }),
        });
        setSwiper(instance);
      },
      () => {
        // Without swiper the first slide stays readable and the slide buttons stay disabled.
      },
    );
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, []);

  // One place decides whether autoplay runs: the rotation button, focus and reduced motion.
  // Hover pauses are swiper's own (pauseOnMouseEnter), which resume with the time that was left.
  useEffect(() => {
    if (!swiper) return;
    if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
    if (!rotating && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, rotating]);

  useEffect(() => {
    if (swiper) swiper.params.speed = reducedMotion ? 0 : CAROUSEL_SLIDE_MS;
  }, [swiper, reducedMotion]);

  // The same events and the same mouse-only test as swiper's pauseOnMouseEnter, so "hover" in data-state
  // is exactly when autoplay is paused by the pointer.
  const hover = (event: PointerEvent, inside: boolean) => {
    if (event.pointerType === 'mouse') setActivity((current) => ({ ...current, hover: inside }));
  };

  // WAI-ARIA carousel: rotation stops while focus is on a slide control or a slide; focus on the rotation
  // button itself does not stop it, so pressing "play" plays.
  const onFocus = (event: FocusEvent) => setFocusInside(event.target !== rotationRef.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <section
      className="carousel"
      aria-roledescription={CAROUSEL_COPY.roleDescription}
      aria-label={CAROUSEL_COPY.label}
      data-state={stateOf(activity)}
      data-rotating={rotating}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Styles css={[SWIPER_CSS, styles]} />
      <div
        ref={viewportRef}
        className="swiper carousel-viewport"
        onPointerEnter={(event) => hover(event, true)}
        onPointerLeave={(event) => hover(event, false)}
      >
        <div className="carousel-controls">
          <button
            ref={rotationRef}
            type="button"
            className="carousel-button"
            aria-label={paused ? CAROUSEL_COPY.play : CAROUSEL_COPY.pause}
            onClick={() => setUserPaused(!paused)}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <button
            type="button"
            className="carousel-button"
            aria-label={CAROUSEL_COPY.previous}
            aria-controls={slidesId}
            disabled={!swiper}
            onClick={() => swiper?.slidePrev()}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="carousel-button"
            aria-label={CAROUSEL_COPY.next}
            aria-controls={slidesId}
            disabled={!swiper}
            onClick={() => swiper?.slideNext()}
          >
            <ChevronIcon direction="right" />
          </button>
          <div className="carousel-dots" aria-hidden="true">
            {HOME_SLIDES.map((slide, index) => (
              <span key={slide.title} data-active={index === active || undefined} />
            ))}
          </div>
        </div>
        <div className="swiper-wrapper" id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
          {HOME_SLIDES.map((slide, index) => (
            <div
              key={slide.title}
              className="swiper-slide carousel-slide"
              role="group"
              aria-roledescription={CAROUSEL_COPY.slideRoleDescription}
              aria-label={CAROUSEL_COPY.slideLabel(index, HOME_SLIDES.length)}
              aria-hidden={index === active ? undefined : true}
            >
              <span className="slide-tag">{slide.tag}</span>
              <h2 className="slide-title">{slide.title}</h2>
              <p className="slide-text">{slide.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

const iconProps = { width: 20, height: 20, viewBox: '0 0 20 20', 'aria-hidden': true, focusable: false } as const;

function PauseIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 4l10 6-10 6z" fill="currentColor" />
    </svg>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...iconProps}>
      <path
        d={direction === 'left' ? 'M12.5 4L6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
