import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Carousel, { withoutHostRule } from './Carousel';
import { CAROUSEL_AUTOPLAY_SECONDS } from '../../../flows/timings';
import { CAROUSEL_COPY, HOME_SLIDES } from './copy';
import { REDUCED_MOTION_QUERY } from './media';
import { mockMatchMedia } from '../../../../test/support/media';

const CAROUSEL_AUTOPLAY_MS = CAROUSEL_AUTOPLAY_SECONDS * 1000;

// jsdom cannot lay out swiper: a stand-in records the options and lets tests fire swiper's events.
const { MockSwiper, swipers, Autoplay } = vi.hoisted(() => {
  const swipers: InstanceType<typeof MockSwiper>[] = [];
  const Autoplay = { name: 'Autoplay' };
  type Handler = (swiper: unknown, ...args: unknown[]) => void;
  class MockSwiper {
    params: { speed?: number };
    realIndex = 0;
    autoplay = {
      running: false,
      paused: false,
      start: vi.fn(() => (this.autoplay.running = true)),
      stop: vi.fn(() => !(this.autoplay.running = false)),
    };
    slideNext = vi.fn();
    slidePrev = vi.fn();
    destroy = vi.fn();
    constructor(
      public el: HTMLElement,
      public options: { speed?: number; autoplay?: unknown; on?: Record<string, Handler> },
    ) {
      this.params = { speed: options.speed };
      // swiper starts an enabled autoplay on init.
      this.autoplay.running = Boolean(options.autoplay);
      swipers.push(this);
    }
    emit(event: string) {
      this.options.on?.[event]?.(this);
    }
  }
  return { MockSwiper, swipers, Autoplay };
});

vi.mock('swiper', () => ({ Swiper: MockSwiper }));
vi.mock('swiper/modules', () => ({ Autoplay }));

async function renderCarousel() {
  const result = render(
    <StrictMode>
      <Carousel />
      <button type="button">outside</button>
    </StrictMode>,
  );
  await waitFor(() => expect(screen.getByRole('button', { name: CAROUSEL_COPY.next })).toBeEnabled());
  const swiper = swipers.at(-1);
  if (!swiper) throw new Error('swiper was not created');
  const region = screen.getByRole('region', { name: CAROUSEL_COPY.label });
  return { ...result, swiper, region };
}

describe('landing page carousel', () => {
  beforeEach(() => {
    swipers.length = 0;
    mockMatchMedia({ [REDUCED_MOTION_QUERY]: false });
  });

  it('§1 carousel: five slides (money, investing, sharing, shops, transfers and bills) labelled "1 di 5"…', async () => {
    const { region } = await renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carosello');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(5);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 di 5', '2 di 5', '3 di 5', '4 di 5', '5 di 5']);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides.map((s) => s.querySelector('h2')?.textContent)).toEqual(HOME_SLIDES.map((s) => s.title));
    // Only the current slide is exposed; the others are off screen.
    expect(screen.getAllByRole('group')).toEqual([slides[0]]);
  });

  it('§9 carousel: autoplay 3000 ms, wrap-around, one item at a time (swiper core + Autoplay)', async () => {
    const { swiper } = await renderCarousel();
    // StrictMode mounts effects twice; the first, cancelled mount must not leave a second swiper.
    expect(swipers).toHaveLength(1);
    expect(swiper.options).toMatchObject({
      slidesPerView: 1,
      loop: true,
      autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true },
      modules: [Autoplay],
    });
    expect(CAROUSEL_AUTOPLAY_MS).toBe(3000);
    expect(swiper.autoplay.running).toBe(true);
  });

  it('WCAG 2.2.2: the rotation button pauses and restarts autoplay', async () => {
    const { swiper } = await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_COPY.pause }));
    expect(swiper.autoplay.stop).toHaveBeenCalledTimes(1);
    expect(swiper.autoplay.running).toBe(false);
    const slides = document.getElementById(screen.getByRole('button', { name: CAROUSEL_COPY.next }).getAttribute('aria-controls') ?? '');
    expect(slides).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_COPY.play }));
    expect(swiper.autoplay.start).toHaveBeenCalledTimes(1);
    expect(swiper.autoplay.running).toBe(true);
    expect(slides).toHaveAttribute('aria-live', 'off');
  });

  it('WAI-ARIA carousel: autoplay stops while focus is on a slide control and resumes when it leaves', async () => {
    const { swiper } = await renderCarousel();
    act(() => screen.getByRole('button', { name: CAROUSEL_COPY.next }).focus());
    expect(swiper.autoplay.running).toBe(false);
    act(() => screen.getByRole('button', { name: CAROUSEL_COPY.previous }).focus());
    expect(swiper.autoplay.running).toBe(false);
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    expect(swiper.autoplay.running).toBe(true);
    // Focus on the rotation button does not stop it: pressing "play" there must play.
    act(() => screen.getByRole('button', { name: CAROUSEL_COPY.pause }).focus());
    expect(swiper.autoplay.running).toBe(true);
  });

  it('WCAG 2.3.3: no autoplay with prefers-reduced-motion until the visitor presses play', async () => {
    mockMatchMedia({ [REDUCED_MOTION_QUERY]: true });
    await renderCarousel();
    // The live swiper (StrictMode may create and destroy one first; under load that can come late).
    const live = () => swipers.filter((s) => s.destroy.mock.calls.length === 0).at(-1);
    await waitFor(() => {
      expect(live()?.params.speed).toBe(0);
      expect(live()?.autoplay.running).toBe(false);
    });
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_COPY.play }));
    await waitFor(() => expect(live()?.autoplay.running).toBe(true));
  });

  it('§2 Landing page: sliding, dragging and hover states on the carousel root (data-state)', async () => {
    const { swiper, region } = await renderCarousel();
    expect(region).toHaveAttribute('data-state', 'idle');
    act(() => swiper.emit('slideChangeTransitionStart'));
    expect(region).toHaveAttribute('data-state', 'sliding');
    act(() => swiper.emit('slideChangeTransitionEnd'));
    expect(region).toHaveAttribute('data-state', 'idle');
    act(() => swiper.emit('touchStart'));
    act(() => swiper.emit('sliderMove'));
    expect(region).toHaveAttribute('data-state', 'dragging');
    act(() => swiper.emit('touchEnd'));
    expect(region).toHaveAttribute('data-state', 'idle');
    fireEvent.pointerEnter(swiper.el, { pointerType: 'touch' });
    expect(region).toHaveAttribute('data-state', 'idle');
    fireEvent.pointerEnter(swiper.el, { pointerType: 'mouse' });
    expect(region).toHaveAttribute('data-state', 'hover');
    act(() => swiper.emit('sliderMove'));
    expect(region).toHaveAttribute('data-state', 'dragging');
    act(() => swiper.emit('touchEnd'));
    expect(region).toHaveAttribute('data-state', 'hover');
    fireEvent.pointerLeave(swiper.el, { pointerType: 'mouse' });
    expect(region).toHaveAttribute('data-state', 'idle');
  });

  it('previous/next buttons move the slides; the current slide follows swiper', async () => {
    const { swiper } = await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_COPY.next }));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_COPY.previous }));
    expect(swiper.slidePrev).toHaveBeenCalledTimes(1);
    swiper.realIndex = 2;
    act(() => swiper.emit('realIndexChange'));
    expect(screen.getByRole('group')).toHaveAttribute('aria-label', '3 di 5');
  });

  it('destroys swiper when it unmounts', async () => {
    const { swiper, unmount } = await renderCarousel();
    unmount();
    expect(swiper.destroy).toHaveBeenCalledWith(true, true);
  });

  it("swiper's :host rule is dropped so it cannot restyle <bank-onboarding>", () => {
    const css = ':root{--swiper-theme-color:#007aff}:host{position:relative;display:block;z-index:1}.swiper{overflow:hidden}';
    expect(withoutHostRule(css)).toBe(':root{--swiper-theme-color:#007aff}.swiper{overflow:hidden}');
  });

  it('has no axe-core violations (colour contrast is not computable in jsdom)', async () => {
    const { container } = await renderCarousel();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
