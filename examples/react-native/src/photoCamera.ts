/**
 * The camera permission at the moment a document photo is taken, on Android (docs/native-hosts.md#camera-and-photos).
 *
 * react-native-webview's file chooser adds the camera only when CAMERA is already granted, and for an input with
 * `capture` (the element's document photo) it opens nothing at all until then, without answering the page: a fresh
 * install gets no photo. So this script, injected into the page before its content loads, holds back the first tap on
 * a file input that takes photos and tells the app (`photoInput`, a {@link HOST_SOURCE} message); the app asks for
 * CAMERA and answers with {@link photoCameraAnswerScript}. The tap is then replayed: granted, react-native-webview's
 * chooser offers the camera and the gallery; refused, the input's `capture` is dropped first, so the chooser offers
 * the gallery. Later taps pass straight through (refused: without `capture` again).
 *
 * iOS needs none of this: WebKit's own menu offers the camera and the library, and iOS asks for the camera
 * (NSCameraUsageDescription) when a photo is taken.
 *
 * Plain TypeScript with no React Native import: test/native/rn-photo-camera.test.ts runs the script in a DOM.
 */
import { HOST_SOURCE } from './hostSource';

/** The page-side object the script installs and {@link photoCameraAnswerScript} calls. */
const STATE = '__bankOnboardingPhotoCamera';

export const PHOTO_CAMERA_SCRIPT = `(function () {
  if (window.${STATE}) return;
  var IMAGE_EXTENSION = /^\\.(jpe?g|png|heic|heif|webp|gif)$/;
  var state = { decided: false, granted: false, pending: null };
  function takesPhotos(input) {
    if (input.hasAttribute('capture')) return true;
    var types = (input.getAttribute('accept') || '').split(',').map(function (type) { return type.trim().toLowerCase(); })
      .filter(function (type) { return type !== ''; });
    return types.length === 0 || types.some(function (type) {
      return type === '*/*' || type.indexOf('image/') === 0 || IMAGE_EXTENSION.test(type);
    });
  }
  window.addEventListener('click', function (event) {
    var input = event.composedPath()[0];
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !takesPhotos(input)) return;
    if (state.decided) {
      if (!state.granted) input.removeAttribute('capture');
      return;
    }
    event.preventDefault();
    state.pending = input;
    window.ReactNativeWebView.postMessage(JSON.stringify({ source: ${JSON.stringify(HOST_SOURCE)}, type: 'photoInput' }));
  }, true);
  state.answer = function (granted) {
    state.decided = true;
    state.granted = granted === true;
    var input = state.pending;
    state.pending = null;
    if (input && input.isConnected) input.click();
  };
  window.${STATE} = state;
})();
true;`;

/** The app's answer once the user has decided on CAMERA: the held-back tap is replayed. */
export function photoCameraAnswerScript(granted: boolean): string {
  return `window.${STATE} && window.${STATE}.answer(${granted ? 'true' : 'false'}); true;`;
}
