/** swiper's stylesheet for a carousel inside the element's shadow root (landing carousel, CardCarousel). */
import swiperCss from 'swiper/css?inline';

/**
 * swiper.css also styles `:host` (for Swiper Element). Inside our shadow root that rule would restyle
 * `<bank-onboarding>` itself (display, position, z-index), so it is dropped.
 */
export const withoutHostRule = (css: string) => css.replace(/:host\s*\{[^}]*\}/g, '');

/** swiper.css without its `:host` rule. */
export const SWIPER_CSS = withoutHostRule(swiperCss);
