/**
 * TutorCardDocumentation (spec §4 TUTOR 9,0) is CardDocumentation registered under the Tutor id (registry):
 * the guardian accepts the documents of the card the minor chose. Rendered here as the TUTOR flow has it.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { bodyOf, currentPath, positionNow, renderStep, USR_API, type ApiHandler } from '../../../../test/support/step';
import { describeStepContract, proceed } from '../../../../test/support/step-contract';
import { FLOW_NAMES, pathOf } from '../../../flows';
import { acknowledgementLabel } from '../../../kit/connected/DocumentChecklist';
import { REQUIRED } from '../../../validation/messages';
import CardDocumentation from '../../consumer/CardDocumentation/CardDocumentation';
import { CARD_DOCUMENTATION_COPY } from '../../consumer/CardDocumentation/copy';
import { isBuiltFor, SCREEN_REGISTRY } from '../../registry';

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
/** The minor's registration at step 9 as the guardian loads it, with the card the minor chose. */
const minorWithCard = (id: string) => inProgressRegistration({ id: 'reg-1', flow: 'MINOR', currentStep: 9, prepaidCardResource: { id } });
const cardsOk: ApiHandler = () => jsonResponse(200, { _embedded: { prepaidCards: CARDS } });
const termsOk: ApiHandler = () => jsonResponse(200, minorWithCard('CARD_CLASSIC'));

const box = (name: string) => screen.getByRole('checkbox', { name: acknowledgementLabel(name) });
const renderTutor = (card: string) =>
  renderStep({
    screen: 'TutorCardDocumentation',
    Component: CardDocumentation,
    flow: 'TUTOR',
    registration: minorWithCard(card),
    api: { [CARDS_ROUTE]: cardsOk, [TERMS]: termsOk },
    others: { TutorRequestCertificate: () => <p>TutorRequestCertificate</p> },
  });

describeStepContract({
  screen: 'TutorCardDocumentation',
  Component: CardDocumentation,
  flow: 'TUTOR',
  next: 'TutorRequestCertificate',
  registration: minorWithCard('CARD_CLASSIC'),
  api: { [CARDS_ROUTE]: cardsOk, [TERMS]: termsOk },
  ready: () => screen.findAllByRole('checkbox'),
  fill: async (user) => {
    for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
  },
  invalid: { input: () => box(DOCS[1]!.description), make: (user) => user.click(box(DOCS[1]!.description)), message: REQUIRED },
  submitRoute: TERMS,
  serverField: { field: 'accepted', message: 'Per proseguire devi accettare tutti i documenti', input: () => box(DOCS[0]!.description) },
});

describe('TutorCardDocumentation (spec §4 TUTOR 9,0)', () => {
  it('§4 TUTOR: the registry shows CardDocumentation for TUTOR only, under the same heading', () => {
    const entry = SCREEN_REGISTRY.TutorCardDocumentation;
    expect(entry).toMatchObject({ kind: 'built', title: CARD_DOCUMENTATION_COPY.title });
    expect(FLOW_NAMES.filter((flow) => isBuiltFor('TutorCardDocumentation', flow))).toEqual(['TUTOR']);
  });

  it("§4 TUTOR: the minor's chosen card documents, terms {scope CARD, accepted}, then on to TutorRequestCertificate (9,1)", async () => {
    const { user, instance, api } = renderTutor('CARD_CLASSIC');
    await screen.findAllByRole('checkbox');
    expect(screen.getByRole('heading', { level: 1, name: CARD_DOCUMENTATION_COPY.title })).toBeInTheDocument();
    expect(screen.getByText(CARD_DOCUMENTATION_COPY.intro('Carta Classica'))).toBeInTheDocument();
    for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('TutorRequestCertificate', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 9, substep: 1 });
    expect(bodyOf(api.callsTo(TERMS)[0])).toEqual({ scope: 'CARD', accepted: ['CARTA_CONTRATTO', 'CARTA_FOGLIO_FISICA'] });
    expect(api.callsTo(PROGRESS)).toEqual([]);
  });

  it('§4 TUTOR has no Shipment: a virtual card also goes on to TutorRequestCertificate without saving progress', async () => {
    const { user, instance, api } = renderTutor('CARD_VIRTUAL');
    await screen.findAllByRole('checkbox');
    await user.click(box(DOCS[0]!.description));
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('TutorRequestCertificate', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 9, substep: 1 });
    expect(api.callsTo(PROGRESS)).toEqual([]);
  });
});
