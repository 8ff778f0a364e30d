import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { bodyOf, currentPath, positionNow, renderStep, USR_API, type ApiHandler } from '../../../../test/support/step';
import { describeStepContract, proceed } from '../../../../test/support/step-contract';
import { pathOf } from '../../../flows';
import { acknowledgementLabel } from '../../../kit/connected/DocumentChecklist';
import { REQUIRED } from '../../../validation/messages';
import CardDocumentation, { cardChoiceIn } from './CardDocumentation';
import { CARD_DOCUMENTATION_COPY as COPY } from './copy';

const CARDS_ROUTE = `GET ${USR_API}/prepaid-cards`;
const TERMS = `POST ${USR_API}/registrations/reg-1/terms`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
const DOCS = [
  { documentId: 'CARTA_CONTRATTO', description: 'Contratto della carta prepagata' },
  { documentId: 'CARTA_FOGLIO_FISICA', description: 'Foglio informativo della carta fisica' },
];
const CARDS = [
  { id: 'CARD_VIRTUAL', name: 'Carta Virtuale', physical: false, feeCents: 0, documents: [DOCS[0]] },
  { id: 'CARD_CLASSIC', name: 'Carta Classica', physical: true, feeCents: 990, documents: DOCS },
];
const withCard = (id: string) => inProgressRegistration({ id: 'reg-1', currentStep: 5, prepaidCardResource: { id } });
const cardsOk: ApiHandler = () => jsonResponse(200, { _embedded: { prepaidCards: CARDS } });
const termsOk: ApiHandler = () => jsonResponse(200, { ...withCard('CARD_CLASSIC'), data: { cardDocumentsAccepted: { cardId: 'CARD_CLASSIC' } } });
const progressOk: ApiHandler = () => jsonResponse(200, { ...withCard('CARD_VIRTUAL'), currentStep: 6 });

const box = (name: string) => screen.getByRole('checkbox', { name: acknowledgementLabel(name) });

describeStepContract({
  screen: 'CardDocumentation',
  Component: CardDocumentation,
  next: 'Shipment',
  registration: withCard('CARD_CLASSIC'),
  api: { [CARDS_ROUTE]: cardsOk, [TERMS]: termsOk },
  ready: () => screen.findAllByRole('checkbox'),
  fill: async (user) => {
    for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
  },
  invalid: { input: () => box(DOCS[1]!.description), make: (user) => user.click(box(DOCS[1]!.description)), message: REQUIRED },
  submitRoute: TERMS,
  serverField: { field: 'accepted', message: 'Per proseguire devi accettare tutti i documenti', input: () => box(DOCS[0]!.description) },
});

describe('CardDocumentation (spec §4 CONSUMER 5,2)', () => {
  it("§6 lists the chosen card's documents, each opened at documents/static-contracts/{id} with at", async () => {
    sessionStorage.setItem('at', 'tok-1');
    try {
      renderStep({ screen: 'CardDocumentation', Component: CardDocumentation, registration: withCard('CARD_CLASSIC'), api: { [CARDS_ROUTE]: cardsOk } });
      await screen.findAllByRole('checkbox');
      expect(screen.getAllByRole('checkbox')).toHaveLength(2);
      expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
        DOCS.map((d) => `/api/usr/v2/documents/static-contracts/${d.documentId}?at=tok-1`),
      );
    } finally {
      sessionStorage.removeItem('at');
    }
  });

  it('a physical card: terms {scope CARD, accepted} and on to Shipment (5,3), no progress saved', async () => {
    const { user, instance, api } = renderStep({
      screen: 'CardDocumentation', Component: CardDocumentation, registration: withCard('CARD_CLASSIC'),
      api: { [CARDS_ROUTE]: cardsOk, [TERMS]: termsOk },
    });
    await screen.findAllByRole('checkbox');
    for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/Shipment'));
    expect(bodyOf(api.callsTo(TERMS)[0])).toEqual({ scope: 'CARD', accepted: ['CARTA_CONTRATTO', 'CARTA_FOGLIO_FISICA'] });
    expect(api.callsTo(PROGRESS)).toEqual([]);
  });

  it('a virtual card skips Shipment: progress saved with step 6 and the wizard is at 6,0 (the recognition result)', async () => {
    const { user, instance, api } = renderStep({
      screen: 'CardDocumentation', Component: CardDocumentation, registration: withCard('CARD_VIRTUAL'),
      api: { [CARDS_ROUTE]: cardsOk, [TERMS]: termsOk, [PROGRESS]: progressOk },
    });
    await screen.findAllByRole('checkbox');
    await user.click(box(DOCS[0]!.description));
    await proceed(user);
    await waitFor(() => expect(positionNow(instance)).toEqual({ step: 6, substep: 0 }));
    expect(currentPath(instance)).toBe(pathOf('RecognitionCheckResult', instance.providers));
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 6 });
    expect(api.unexpected()).toEqual([]);
  });
});

describe('CardDocumentation in the upgrade flows (spec §4 upgrade flows step 4)', () => {
  it('UPGRADE_LEVEL_B_A (no card choice): the documents of the card the upgrade started with (prepaidCardResource); Prosegui saves progress 5 and goes to UserRecognition (5,0)', async () => {
    const progressFive: ApiHandler = () => jsonResponse(200, { ...withCard('CARD_CLASSIC'), currentStep: 5 });
    const { user, instance, api } = renderStep({
      screen: 'CardDocumentation',
      Component: CardDocumentation,
      flow: 'UPGRADE_LEVEL_B_A',
      registration: withCard('CARD_CLASSIC'),
      api: { [CARDS_ROUTE]: cardsOk, [TERMS]: termsOk, [PROGRESS]: progressFive },
    });
    expect(positionNow(instance)).toEqual({ step: 4, substep: 1 });
    await screen.findAllByRole('checkbox');
    for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('UserRecognition', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 5, substep: 0 });
    expect(bodyOf(api.callsTo(TERMS)[0])).toEqual({ scope: 'CARD', accepted: DOCS.map((d) => d.documentId) });
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 5 });
  });
});

describe('CardDocumentation without a chosen card (spec §4 Step flows: where the card is chosen)', () => {
  const noCard = inProgressRegistration({ id: 'reg-1', currentStep: 5, prepaidCardResource: null });

  it('§4 CONSUMER 5,2 has CardCarousel at 5,1: "Scegli la carta" moves the wizard back to it', async () => {
    const { user, instance } = renderStep({
      screen: 'CardDocumentation', Component: CardDocumentation, registration: noCard, api: { [CARDS_ROUTE]: cardsOk },
      others: { CardCarousel: () => <h1>Carousel</h1> },
    });
    expect(screen.getByRole('status')).toHaveTextContent(COPY.noCard);
    await user.click(screen.getByRole('button', { name: COPY.chooseCard }));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CardCarousel', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 5, substep: 1 });
  });

  it('§4 MINOR 4,2 MinorCardDocuments: the way back is MinorCardCarousel (4,1)', async () => {
    const { user, instance } = renderStep({
      screen: 'MinorCardDocuments', Component: CardDocumentation, flow: 'MINOR', registration: noCard, api: { [CARDS_ROUTE]: cardsOk },
      others: { MinorCardCarousel: () => <h1>Carousel</h1> },
    });
    await user.click(screen.getByRole('button', { name: COPY.chooseCard }));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('MinorCardCarousel', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 4, substep: 1 });
  });

  it('§4 UPGRADE_LEVEL_B_A has no CardCarousel ("CardCarousel only in the minor-to-major and corporate flows"): no way out to a card choice is offered', () => {
    const { instance } = renderStep({
      screen: 'CardDocumentation', Component: CardDocumentation, flow: 'UPGRADE_LEVEL_B_A', registration: noCard, api: { [CARDS_ROUTE]: cardsOk },
    });
    expect(cardChoiceIn('UPGRADE_LEVEL_B_A', 'CardDocumentation')).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent(COPY.noCardToChoose);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(positionNow(instance)).toEqual({ step: 4, substep: 1 });
  });

  it('§4 TUTOR 9,0 TutorCardDocumentation (the minor chose the card): no way out to a card choice is offered', () => {
    renderStep({
      screen: 'TutorCardDocumentation', Component: CardDocumentation, flow: 'TUTOR', registration: noCard, api: { [CARDS_ROUTE]: cardsOk },
    });
    expect(screen.getByRole('status')).toHaveTextContent(COPY.noCardToChoose);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('§4: the card choice exists exactly in the flows whose table has it', () => {
    expect(cardChoiceIn('CONSUMER', 'CardDocumentation')).toEqual({ step: 5, substep: 1 });
    expect(cardChoiceIn('BUSINESS', 'CardDocumentation')).toEqual({ step: 6, substep: 1 });
    expect(cardChoiceIn('UPGRADE_MINOR_MAJOR', 'CardDocumentation')).toEqual({ step: 4, substep: 1 });
    expect(cardChoiceIn('UPGRADE_CORPORATE_CONSUMER', 'CardDocumentation')).toEqual({ step: 4, substep: 1 });
    expect(cardChoiceIn('MINOR', 'MinorCardDocuments')).toEqual({ step: 4, substep: 1 });
    expect(cardChoiceIn('UPGRADE_LEVEL_B_A', 'CardDocumentation')).toBeUndefined();
    expect(cardChoiceIn('TUTOR', 'TutorCardDocumentation')).toBeUndefined();
  });
});
