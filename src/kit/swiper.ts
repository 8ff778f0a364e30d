/**
 * The slider engine: swiper's core class and its Autoplay module, shared by the landing page's carousel and
 * CardCarousel. A chunk of its own (only swiper's code: the bench's library budget), requested with
 * `import('…/kit/swiper')` once a carousel has rendered, so the carousel's own markup shows while it arrives
 * and a visitor who never sees a carousel never downloads it.
 */
export { Swiper } from 'swiper';
export { Autoplay } from 'swiper/modules';
