/**
 * The slider engine: swiper's core class and its Autoplay module. A chunk of its own, requested by the
 * carousel once it has rendered, so only desktop visitors download it and the carousel's own markup
 * (first slide, controls) shows while it arrives.
 */
export { Swiper } from 'swiper';
export { Autoplay } from 'swiper/modules';
