import { screen, waitFor, within } from '@testing-library/react';
import { FIELD_COPY } from '../../../kit/fields';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { registrationFixture } from '../../../../test/support/fixtures';
import PrivacyForm from './PrivacyForm';
import {
  apiError,
  currentPath,
  expectFieldError,
  expectNoAxeViolations,
  positionNow,
  queryOf,
  renderStep,
  USR_API,
  type ApiHandler,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { STEP_COPY } from '../../../kit/copy';
import { PRIVACY_COPY } from './copy';

const TERMS = `GET ${USR_API}/documents/terms`;

/** Sandbox terms: two mandatory (one by absence of the flag), one optional, two the client drops. */
const SANDBOX_TERMS = [
  { id: 11, description: 'Informativa privacy', radio: false, type: 0 },
  { id: 12, description: 'Condizioni generali del conto', radio: false, type: 0, mandatory: true },
  { id: 13, description: 'Comunicazioni commerciali', radio: false, type: 0, mandatory: false },
  { id: 14, description: 'Profilazione (scelta sì/no)', radio: true, type: 0 },
  { id: 15, description: 'Documento di tipo 1', radio: false, type: 1 },
];
const termsOk: ApiHandler = () => jsonResponse(200, { _embedded: { terms: SANDBOX_TERMS } });

const renderPrivacyForm = (options: Partial<RenderStepOptions> = {}, terms: ApiHandler = termsOk) =>
  renderStep({ screen: 'PrivacyForm', Component: PrivacyForm, api: { [TERMS]: terms }, ...options });

const consent = (description: RegExp) => screen.getByRole('checkbox', { name: description });
const privacy = () => consent(/^Informativa privacy/);
const conditions = () => consent(/^Condizioni generali del conto/);
const marketing = () => consent(/^Comunicazioni commerciali/);

describeStepContract({
  screen: 'PrivacyForm',
  Component: PrivacyForm,
  next: 'CodeForm',
  api: { [TERMS]: termsOk },
  ready: () => screen.findAllByRole('checkbox'),
  fill: async (user) => {
    await user.click(privacy());
    await user.click(conditions());
  },
  invalid: {
    input: conditions,
    make: (user) => user.click(conditions()),
    message: 'Il campo è obbligatorio',
  },
});

describe('PrivacyForm (spec §4 CONSUMER 1,3)', () => {
  it('§7 / §9 requests documents/terms with level=2 and size=30', async () => {
    const { api } = renderPrivacyForm();
    await screen.findAllByRole('checkbox');
    // StrictMode mounts effects twice in development, so the list may be asked for twice here.
    const calls = api.callsTo(TERMS);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(Object.fromEntries(queryOf(call))).toEqual({ level: '2', size: '30' });
    expect(api.unexpected()).toEqual([]);
  });

  it('§7 shows only the terms with radio false and type 0, each marked mandatory or optional', async () => {
    renderPrivacyForm();
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('.field')?.querySelector('label')?.textContent)).toEqual([
      'Informativa privacy (obbligatorio)',
      'Condizioni generali del conto (obbligatorio)',
      'Comunicazioni commerciali (facoltativo)',
    ]);
    expect(screen.queryByText(/Profilazione/)).toBeNull();
    expect(screen.queryByText(/Documento di tipo 1/)).toBeNull();
    for (const box of boxes) expect(box).not.toBeChecked();
  });

  it("§7 each term has a 'Leggi il documento' link to documents/terms/{id}, opening in a new tab", async () => {
    renderPrivacyForm();
    await screen.findAllByRole('checkbox');
    const links = screen.getAllByRole('link', { name: new RegExp(`^${PRIVACY_COPY.read}`) });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${USR_API}/documents/terms/11`,
      `${USR_API}/documents/terms/12`,
      `${USR_API}/documents/terms/13`,
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    // Each link says which document it opens and that it opens a new window (WCAG G201), and the
    // checkbox is described by it.
    const named = `${PRIVACY_COPY.read}: Condizioni generali del conto${FIELD_COPY.newWindow}`;
    expect(links[1]).toHaveAccessibleName(named);
    expect(conditions()).toHaveAccessibleDescription(named);
  });

  it('§6 with an access token the documents open with it as the query value at', async () => {
    window.sessionStorage.setItem('at', 'token-1');
    renderPrivacyForm();
    await screen.findAllByRole('checkbox');
    const [first] = screen.getAllByRole('link', { name: new RegExp(`^${PRIVACY_COPY.read}`) });
    expect(first).toHaveAttribute('href', `${USR_API}/documents/terms/11?at=token-1`);
  });

  it('§5 Prosegui is disabled until every mandatory consent is ticked; the optional one may stay unticked', async () => {
    const { user, instance, api } = renderPrivacyForm();
    await screen.findAllByRole('checkbox');
    expect(prosegui()).toBeDisabled();
    await user.click(privacy());
    await user.click(marketing());
    await waitFor(() => expect(prosegui()).toBeDisabled());
    await user.click(marketing());
    await user.click(conditions());
    await waitFor(() => expect(prosegui()).toBeEnabled());
    expect(marketing()).not.toBeChecked();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/codeForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 4 });
    expect(instance.store.state.draft.consents).toEqual(['11', '12']);
    // Nothing is sent on this step: only the terms were read.
    expect(api.calls.every((c) => c.method === 'GET' && c.url.includes('/documents/terms?'))).toBe(true);
  });

  it('stores every ticked consent in the draft, the optional one included', async () => {
    const { user, instance } = renderPrivacyForm();
    await screen.findAllByRole('checkbox');
    await user.click(privacy());
    await user.click(conditions());
    await user.click(marketing());
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/codeForm'));
    expect(instance.store.state.draft.consents).toEqual(['11', '12', '13']);
  });

  it("§5 a mandatory consent unticked after a visit shows 'Il campo è obbligatorio' under it (announced)", async () => {
    const { user } = renderPrivacyForm();
    await screen.findAllByRole('checkbox');
    await user.click(conditions());
    await user.click(conditions());
    await user.tab();
    await expectFieldError(conditions(), 'Il campo è obbligatorio');
    await user.click(conditions());
    await waitFor(() => expect(conditions()).not.toHaveAttribute('aria-invalid'));
  });

  it('prefills the ticks from the draft consents', async () => {
    renderPrivacyForm({ draft: { consents: ['11', '13'] } });
    await screen.findAllByRole('checkbox');
    expect(privacy()).toBeChecked();
    expect(conditions()).not.toBeChecked();
    expect(marketing()).toBeChecked();
  });

  it("a load failure shows the message and 'Riprova' loads the terms again", async () => {
    let fail = true;
    const { user, api } = renderPrivacyForm({}, (call) => (fail ? apiError(500, 'USR_500') : termsOk(call)));
    const status = await screen.findByText(PRIVACY_COPY.loadError);
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: STEP_COPY.submit })).toBeNull();
    fail = false;
    const before = api.callsTo(TERMS).length;
    await user.click(screen.getByRole('button', { name: STEP_COPY.retry }));
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3);
    expect(api.callsTo(TERMS)).toHaveLength(before + 1);
    expect(screen.queryByText(PRIVACY_COPY.loadError)).toBeNull();
  });

  it("§5 a pre-registration error on 'consents' shows under the first mandatory consent not ticked", async () => {
    const { user } = renderPrivacyForm({
      draft: { consents: ['11'] },
      pendingFieldError: {
        screen: 'PrivacyForm',
        field: 'consents',
        message: 'Per proseguire devi accettare i consensi obbligatori',
      },
    });
    await screen.findAllByRole('checkbox');
    await expectFieldError(conditions(), 'Per proseguire devi accettare i consensi obbligatori');
    await waitFor(() => expect(conditions()).toHaveFocus());
    expect(privacy()).not.toHaveAttribute('aria-invalid');
    await user.click(conditions());
    await user.tab();
    await waitFor(() => expect(conditions()).not.toHaveAttribute('aria-invalid'));
    await waitFor(() => expect(prosegui()).toBeEnabled());
  });

  it('"sent" mode: the saved consents are shown read-only and Prosegui moves on without sending anything', async () => {
    const { user, instance, api } = renderPrivacyForm({ registration: registrationFixture({ data: { consents: ['11', '12'] } }) });
    await screen.findAllByRole('checkbox');
    expect(privacy()).toBeChecked();
    expect(privacy()).toBeDisabled();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/codeForm'));
    expect(api.calls.map((c) => c.method)).not.toContain('POST');
    expect(api.unexpected()).toEqual([]);
  });

  // Loaded and with an error: in the step contract above.
  it('has no axe-core violations while loading and after a load failure', async () => {
    const loading = renderPrivacyForm();
    await expectNoAxeViolations(loading.container);
    await screen.findAllByRole('checkbox');
    loading.unmount();

    const failed = renderPrivacyForm({}, () => apiError(500, 'USR_500'));
    await within(failed.container).findByRole('button', { name: STEP_COPY.retry });
    await expectNoAxeViolations(failed.container);
  });
});
