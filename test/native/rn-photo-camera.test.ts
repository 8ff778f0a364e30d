// @vitest-environment jsdom
/**
 * The React Native example's camera-at-photo-time script (examples/react-native/src/photoCamera.ts), run in a DOM:
 * the first tap on a photo input inside the element's shadow root is held back and reported to the app; the app's
 * answer replays it, with `capture` dropped when the camera was refused (react-native-webview's chooser then offers
 * the gallery instead of opening nothing); later taps pass; other file inputs are never touched.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOST_SOURCE } from '../../examples/react-native/src/hostSource';
import { PHOTO_CAMERA_SCRIPT, photoCameraAnswerScript } from '../../examples/react-native/src/photoCamera';

interface PageState {
  decided: boolean;
  granted: boolean;
}

const run = (script: string) => new Function(script)() as unknown;
const state = () => (window as unknown as { __bankOnboardingPhotoCamera: PageState }).__bankOnboardingPhotoCamera;

describe('the photo input and the camera permission (Android, React Native)', () => {
  const postMessage = vi.fn();
  let host: HTMLElement;
  let photo: HTMLInputElement;
  let pdf: HTMLInputElement;
  /** Whether each click reaching the input had its default action (opening the chooser) prevented. */
  const prevented: boolean[] = [];

  beforeAll(() => {
    (window as unknown as { ReactNativeWebView: { postMessage: typeof postMessage } }).ReactNativeWebView = { postMessage };
    expect(run(PHOTO_CAMERA_SCRIPT)).toBeUndefined();
    host = document.createElement('bank-onboarding');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<input type="file" accept="image/jpeg,image/png" capture="environment"><input type="file" accept="application/pdf">';
    [photo, pdf] = [...root.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
    for (const input of [photo, pdf]) input.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
    document.body.append(host);
  });

  afterAll(() => host.remove());

  const tap = (input: HTMLInputElement) => {
    prevented.length = 0;
    input.click();
    return [...prevented];
  };

  it('the first tap is held back and reported; granted, the replay opens the chooser with capture kept', () => {
    expect(tap(photo)).toEqual([true]);
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({ source: HOST_SOURCE, type: 'photoInput' });

    prevented.length = 0;
    run(photoCameraAnswerScript(true));
    expect(prevented).toEqual([false]);
    expect(photo.hasAttribute('capture')).toBe(true);
    expect(tap(photo)).toEqual([false]);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('refused: the replay and every later tap open the chooser without capture (the gallery)', () => {
    state().decided = false;
    expect(tap(photo)).toEqual([true]);
    expect(postMessage).toHaveBeenCalledTimes(2);

    prevented.length = 0;
    run(photoCameraAnswerScript(false));
    expect(prevented).toEqual([false]);
    expect(photo.hasAttribute('capture')).toBe(false);
    photo.setAttribute('capture', 'environment');
    expect(tap(photo)).toEqual([false]);
    expect(photo.hasAttribute('capture')).toBe(false);
    expect(state()).toMatchObject({ decided: true, granted: false });
  });

  it('an input that takes no photos is never held back', () => {
    state().decided = false;
    expect(tap(pdf)).toEqual([false]);
    expect(postMessage).toHaveBeenCalledTimes(2);
  });

  it('installed once per page', () => {
    const before = state();
    run(PHOTO_CAMERA_SCRIPT);
    expect(state()).toBe(before);
  });
});
