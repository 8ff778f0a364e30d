import { act, render as rtlRender, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import {
  apiError,
  bodyOf,
  errorElementOf,
  currentPath,
  expectNoAxeViolations,
  positionNow,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { pathOf } from '../../../flows';
import { CARD_CAROUSEL_COPY as COPY } from './copy';
import CardCarousel from './CardCarousel';
import { Cards, type Engine } from './Cards';
import { PrepaidCardSchema } from '../../../api/cards-schemas';

// jsdom cannot lay out swiper: a stand-in records the options and lets tests fire swiper's events.
const { MockSwiper, swipers } = vi.hoisted(() => {
  const swipers: InstanceType<typeof MockSwiper>[] = [];
  type Handler = (swiper: unknown) => void;
  class MockSwiper {
    activeIndex = 0;
    slideTo = vi.fn((index: number) => this.go(index));
    slideNext = vi.fn(() => this.go(this.activeIndex + 1));
    slidePrev = vi.fn(() => this.go(this.activeIndex - 1));
    destroy = vi.fn();
    constructor(
      public el: HTMLElement,
      public options: { on?: Record<string, Handler> },
    ) {
      swipers.push(this);
    }
    go(index: number) {
      this.activeIndex = index;
      this.options.on?.activeIndexChange?.(this);
    }
  }
  return { MockSwiper, swipers };
});
vi.mock('swiper', () => ({ Swiper: MockSwiper }));
vi.mock('swiper/modules', () => ({ Autoplay: {} }));

const CARDS_ROUTE = `GET ${USR_API}/prepaid-cards`;
const SELECT = `POST ${USR_API}/registrations/reg-1/select-card`;
const CARDS = [
  { id: 'CARD_VIRTUAL', name: 'Carta Virtuale', image: '/v.svg', features: ['Subito disponibile'], feeCents: 0, physical: false, documents: [{ documentId: 'A', description: 'Contratto della carta' }] },
  { id: 'CARD_CLASSIC', name: 'Carta Classica', image: '/c.svg', features: ['Spedita a casa'], feeCents: 990, physical: true, documents: [{ documentId: 'A', description: 'Contratto della carta' }, { documentId: 'B', description: 'Foglio informativo' }] },
  { id: 'CARD_PLUS', name: 'Carta Plus', image: '/p.svg', features: ['In metallo'], feeCents: 2990, physical: true, documents: [{ documentId: 'A', description: 'Contratto della carta' }, { documentId: 'B', description: 'Foglio informativo' }] },
];
const CARDS_PARSED = CARDS.map((card) => PrepaidCardSchema.parse(card));
const registration = inProgressRegistration({ id: 'reg-1', currentStep: 5 });
const cardsOk: ApiHandler = () => jsonResponse(200, { _embedded: { prepaidCards: CARDS } });
const selectOk: ApiHandler = (call) =>
  jsonResponse(200, { ...registration, prepaidCardResource: { id: (bodyOf(call) as { cardId: string }).cardId } });

const radio = (name: string) => screen.getByRole('radio', { name });
const render = (api: ApiRoutes = {}, over: Partial<Parameters<typeof renderStep>[0]> = {}) =>
  renderStep({ screen: 'CardCarousel', Component: CardCarousel, registration, api: { [CARDS_ROUTE]: cardsOk, [SELECT]: selectOk, ...api }, ...over });

beforeEach(() => {
  swipers.length = 0;
});

describeStepContract({
  screen: 'CardCarousel',
  Component: CardCarousel,
  next: 'CardDocumentation',
  registration,
  api: { [CARDS_ROUTE]: cardsOk, [SELECT]: selectOk },
  ready: () => screen.findAllByRole('radio'),
  fill: (user) => user.click(radio('Carta Classica')),
  submitRoute: SELECT,
  // The server's cardId error is checked below: on a radio group it is described on the group, not on a radio.
});

describe('CardCarousel (spec §4 CONSUMER 5,1)', () => {
  it('§7 prepaid-cards: each card shows its name, picture, kind, features and fee (§9 money from cents)', async () => {
    render();
    const slides = await screen.findAllByRole('group', { name: /di 3:/ });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 di 3: Carta Virtuale', '2 di 3: Carta Classica', '3 di 3: Carta Plus']);
    const classic = within(slides[1]!);
    expect(classic.getByRole('heading', { name: 'Carta Classica' })).toBeInTheDocument();
    expect(classic.getByText(COPY.physical)).toBeInTheDocument();
    expect(classic.getByText('Spedita a casa')).toBeInTheDocument();
    expect(slides[1]?.querySelector('.card-fee')?.textContent).toBe(`${COPY.fee} 9,90 €`);
    expect(slides[0]?.querySelector('.card-fee')?.textContent).toBe(COPY.free);
    expect(within(slides[0]!).getByText(COPY.virtual)).toBeInTheDocument();
    expect(slides[2]?.querySelector('img')).toHaveAttribute('src', '/p.svg');
    expect(screen.getByRole('region', { name: COPY.carouselLabel })).toHaveAttribute('aria-roledescription', 'carosello');
  });

  it('before swiper has loaded the cards are a plain list without slide buttons; then the carousel shows the chosen card', async () => {
    let release: (engine: Engine) => void = () => undefined;
    const pending = new Promise<Engine>((resolve) => (release = resolve));
    const { rerender } = rtlRender(<Cards cards={CARDS_PARSED} showIndex={-1} loadEngine={() => pending} />);
    const region = screen.getByRole('region', { name: COPY.carouselLabel });
    expect(region).not.toHaveAttribute('data-ready');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: COPY.next })).toBeNull();
    rerender(<Cards cards={CARDS_PARSED} showIndex={2} loadEngine={() => pending} />);
    await act(async () => release({ Swiper: MockSwiper as unknown as Engine['Swiper'] }));
    await screen.findByRole('button', { name: COPY.next });
    expect(region).toHaveAttribute('data-ready', 'true');
    await waitFor(() => expect(swipers.at(-1)?.slideTo).toHaveBeenCalledWith(2));
  });

  it('a swiper chunk that fails to download leaves the list', async () => {
    rtlRender(<Cards cards={CARDS_PARSED} showIndex={0} loadEngine={() => Promise.reject(new Error('offline'))} />);
    await act(async () => undefined);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: COPY.next })).toBeNull();
  });

  it('§5 a server error on cardId shows under the choice, announced, and nothing moves', async () => {
    const message = 'La carta scelta non esiste';
    const { user, instance } = render({ [SELECT]: () => apiError(400, 'BAD_REQUEST', [{ field: 'cardId', message }]) });
    await screen.findAllByRole('radio');
    await user.click(radio('Carta Classica'));
    await proceed(user);
    const group = screen.getByRole('group', { name: COPY.choiceLabel });
    await waitFor(() => expect(errorElementOf(group)?.textContent).toBe(message));
    expect(errorElementOf(group)).toHaveAttribute('aria-live', 'polite');
    expect(radio('Carta Classica')).toHaveAttribute('aria-invalid', 'true');
    expect(positionNow(instance)).toEqual({ step: 5, substep: 1 });
    expect(instance.store.state.ui.dialog).toBeNull();
  });

  it('keyboard: previous/next buttons (Italian labels) slide the carousel and announce the card; disabled at the ends', async () => {
    const { user } = render();
    const next = await screen.findByRole('button', { name: COPY.next });
    const previous = screen.getByRole('button', { name: COPY.previous });
    expect(previous).toBeDisabled();
    next.focus();
    await user.keyboard('{Enter}');
    const swiper = swipers.at(-1)!;
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText(COPY.showing(1, 3, 'Carta Classica'))).toHaveAttribute('aria-live', 'polite'));
    expect(previous).toBeEnabled();
    await user.keyboard(' ');
    await waitFor(() => expect(next).toBeDisabled());
    previous.focus();
    await user.keyboard('{Enter}');
    expect(swiper.slidePrev).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(next).toBeEnabled());
  });

  it('keyboard: arrow keys in the radio group choose a card and the carousel slides to it', async () => {
    const { user } = render();
    await screen.findByRole('button', { name: COPY.next });
    await user.click(radio('Carta Virtuale'));
    await user.keyboard('{ArrowDown}');
    expect(radio('Carta Classica')).toBeChecked();
    await waitFor(() => expect(swipers.at(-1)?.slideTo).toHaveBeenCalledWith(1));
    expect(radio('Carta Classica')).toHaveAccessibleDescription(`${COPY.physical}. ${COPY.fee} 9,90 €.`);
  });

  it('§4 5,1 -> 5,2: select-card {cardId}, the registration keeps prepaidCardResource, no progress saved', async () => {
    const { user, instance, api } = render();
    await screen.findAllByRole('radio');
    await user.click(radio('Carta Classica'));
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CardDocumentation', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 5, substep: 2 });
    expect(bodyOf(api.callsTo(SELECT)[0])).toEqual({ cardId: 'CARD_CLASSIC' });
    expect(instance.store.state.registrations?.prepaidCardResource).toEqual({ id: 'CARD_CLASSIC' });
    expect(api.calls.filter((c) => c.url.includes('update-registration-progress'))).toEqual([]);
  });

  it('a card already chosen is preselected (back on the screen after a reload)', async () => {
    render({}, { registration: { ...registration, prepaidCardResource: { id: 'CARD_PLUS' } } });
    await screen.findAllByRole('radio');
    expect(radio('Carta Plus')).toBeChecked();
    await waitFor(() => expect(prosegui()).toBeEnabled());
  });

  it('no cards, or a failed load: a message and Riprova (never a dead end); no axe violations with swiper', async () => {
    const { user } = render({ [CARDS_ROUTE]: () => jsonResponse(200, { prepaidCards: [] }) });
    await screen.findByText(COPY.empty);
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await screen.findByText(COPY.empty);
    const loaded = render();
    await within(loaded.container).findByRole('button', { name: COPY.next });
    await expectNoAxeViolations(loaded.container);
  });
});

describe('CardCarousel in UPGRADE_MINOR_MAJOR', () => {
  const wallet = { walletInstrumentResource: { id: 'wi-1', walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED', prepaidCardId: 'CARD_VIRTUAL' } };
  const upgrade = inProgressRegistration({ id: 'reg-1', currentStep: 4, prepaidCardResource: null });

  it("starts with the wallet's card chosen (the prepaid card the start-up loaded), and Prosegui selects it", async () => {
    const { user, api } = render({}, { flow: 'UPGRADE_MINOR_MAJOR', registration: upgrade, prepaidCard: wallet });
    await screen.findAllByRole('radio');
    await waitFor(() => expect(radio('Carta Virtuale')).toBeChecked());
    await proceed(user);
    await waitFor(() => expect(api.callsTo(SELECT)).toHaveLength(1));
    expect(bodyOf(api.callsTo(SELECT)[0])).toEqual({ cardId: 'CARD_VIRTUAL' });
  });

  it('without a wallet card nothing is chosen (Prosegui disabled until a card is)', async () => {
    render({}, { flow: 'UPGRADE_MINOR_MAJOR', registration: upgrade });
    await screen.findAllByRole('radio');
    expect(radio('Carta Virtuale')).not.toBeChecked();
    expect(prosegui()).toBeDisabled();
  });
});

describe('spec §4: a flow whose table has no Shipment offers only cards without shipment', () => {
  const minor = inProgressRegistration({ id: 'reg-1', flow: 'MINOR', currentStep: 4 });
  const physicalOnly: ApiHandler = () => jsonResponse(200, { _embedded: { prepaidCards: CARDS.slice(1) } });

  it.each([
    ['MinorCardCarousel', 'MINOR'],
    ['CardCarousel', 'UPGRADE_MINOR_MAJOR'],
    ['CardCarousel', 'UPGRADE_CORPORATE_CONSUMER'],
  ] as const)('%s in %s lists only the virtual card, and says why', async (screenId, flow) => {
    render({}, { screen: screenId, flow, registration: flow === 'MINOR' ? minor : registration });
    await screen.findAllByRole('radio');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['CARD_VIRTUAL']);
    expect(screen.getAllByRole('group', { name: /di 1:/ }).map((s) => s.getAttribute('aria-label'))).toEqual(['1 di 1: Carta Virtuale']);
    expect(screen.queryByText(COPY.physical)).toBeNull();
    expect(screen.getByText(`${COPY.intro} ${COPY.virtualOnly}`)).toBeInTheDocument();
  });

  it('a physical card chosen before is not preselected there (Prosegui waits for a card offered)', async () => {
    render({}, { screen: 'MinorCardCarousel', flow: 'MINOR', registration: { ...minor, prepaidCardResource: { id: 'CARD_CLASSIC' } } });
    await screen.findAllByRole('radio');
    expect(radio('Carta Virtuale')).not.toBeChecked();
    expect(prosegui()).toBeDisabled();
  });

  it('CONSUMER and BUSINESS still list every card, with the plain intro', async () => {
    for (const flow of ['CONSUMER', 'BUSINESS'] as const) {
      const { container, unmount } = render({}, { flow });
      await within(container).findAllByRole('radio');
      expect(within(container).getAllByRole('radio')).toHaveLength(3);
      expect(within(container).queryByText(COPY.virtualOnly, { exact: false })).toBeNull();
      unmount();
    }
  });

  it('only physical cards listed: the screen says no card can be chosen in this registration, with Riprova', async () => {
    const { user } = render({ [CARDS_ROUTE]: physicalOnly }, { screen: 'MinorCardCarousel', flow: 'MINOR', registration: minor });
    await screen.findByText(COPY.noVirtual);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await screen.findByText(COPY.noVirtual);
  });
});
