/**
 * The `source` of what this app's own injected scripts post through `window.ReactNativeWebView` (the session read
 * after `sessionRefreshed`, a photo input's tap): the app's `onMessage` tells them apart from the element's envelopes,
 * whose source is `bank-onboarding`.
 */
export const HOST_SOURCE = 'bank-onboarding-rn-host';
