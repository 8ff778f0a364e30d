import { $, browser, expect } from '@wdio/globals';
import {
  axeViolations,
  bridgeLog,
  inElement,
  modalTitle,
  passwordGrant,
  sandbox,
  waitForBridgeMessage,
  waitForElement,
  waitForHash,
  open,
} from './support';

describe('host pages', () => {
  before(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(1280, 900);
  });

  it('the CMS embed renders the element and no style leaks either way', async () => {
    await open('/embed.html');
    await waitForElement();
    // The landing page is a lazy screen: wait for its heading before reading its styles.
    await expect(inElement('.main h1')).toBeDisplayed();
    // The CMS keeps its own look…
    const cmsColor = await $('#cms-paragraph').getCSSProperty('color');
    expect(cmsColor.parsed.hex).toBe('#c00000');
    const cmsFont = await $('#cms-paragraph').getCSSProperty('font-family');
    expect(String(cmsFont.value).toLowerCase()).toContain('comic');
    // …and nothing of it reaches inside the element.
    const inner = await browser.execute(() => {
      const root = document.querySelector('bank-onboarding')?.shadowRoot;
      const heading = root?.querySelector('.main h1');
      if (!heading) return null;
      const style = getComputedStyle(heading);
      return { color: style.color, font: style.fontFamily, transform: style.textTransform };
    });
    expect(inner).not.toBeNull();
    expect(inner!.color).not.toBe('rgb(192, 0, 0)');
    expect(inner!.font.toLowerCase()).not.toContain('comic');
    expect(inner!.transform).toBe('none');
    expect(await axeViolations()).toEqual([]);
    // memory routing: the host page's hash is left alone.
    expect(await browser.execute(() => window.location.hash)).toBe('');
  });

  for (const platform of ['ios', 'android', 'rn'] as const) {
    it(`the ${platform} webview host receives appIsReady over its bridge`, async () => {
      await open(`/webview.html?platform=${platform}`);
      await waitForElement();
      await waitForBridgeMessage('appIsReady');
      const log = await bridgeLog();
      expect(log[0]).toMatchObject({ v: 1, source: 'bank-onboarding', type: 'appIsReady' });
      await expect($('#bridge-log')).toHaveText(expect.stringContaining('appIsReady'));
    });
  }

  it('the webview page is accessible', async () => {
    await open('/webview.html?platform=android');
    await waitForElement();
    await expect(inElement('.root')).toExist();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('inbound bridge', () => {
  it('the Android hardware back follows the header back arrow rules', async () => {
    await browser.setWindowSize(390, 844);
    // Business flags place the visitor on the name form (1,1, spec §4): a later route typed would be refused (§2).
    await open('/webview.html?platform=android&fromApp=true&bizDI=true');
    await waitForElement();
    await waitForHash('#/nameForm');
    await $('#native-back').click();
    await browser.waitUntil(async () => (await browser.execute(() => window.location.hash)) === '#/ageForm', {
      timeoutMsg: 'hardware back did not move to the previous substep',
    });
    // From a back-blocked step the same button raises the interrupt dialog instead (spec §2): a user whose stored
    // step is Addresses (persona 3331000003), whose session the address brings.
    const tokens = await passwordGrant({ phone: '3331000003', code: '13579' });
    await open(
      `/webview.html?platform=android&fromApp=true&access_token=${encodeURIComponent(tokens.access_token)}&refresh_token=${encodeURIComponent(tokens.refresh_token)}`,
    );
    await waitForElement();
    await waitForHash('#/addresses');
    await expect(inElement('.main h1')).toBeDisplayed();
    await $('#native-back').click();
    await browser.waitUntil(async () => (await modalTitle()) === 'Attenzione');
    expect(await browser.execute(() => window.location.hash)).toBe('#/addresses');
    await browser.setWindowSize(1280, 900);
  });
});
