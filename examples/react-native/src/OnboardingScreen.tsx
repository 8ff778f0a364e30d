/**
 * One screen with `<bank-onboarding>` in react-native-webview (README.md): the element's bridge both ways over the
 * React Native transport, the origin allow-list, the camera and file upload permissions. The same host as the
 * harnesses of android-harness/ and ios-harness/ (docs/native-hosts.md).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BackHandler, Linking, PermissionsAndroid, Platform, StyleSheet, Text, View } from 'react-native';
import { WebView, type WebViewMessageEvent } from 'react-native-webview';
import type { ShouldStartLoadRequest, WebViewOpenWindowEvent } from 'react-native-webview/lib/WebViewTypes';
import type { OutboundMessage, SessionTokens } from 'bank-onboarding';
import { GET_SESSION_SCRIPT, inboundScript, parseHostMessage, parseOutbound } from './bridge';
import { originOf, policyForPage } from './originPolicy';
import { PHOTO_CAMERA_SCRIPT, photoCameraAnswerScript } from './photoCamera';

/** Why the onboarding screen closed (the harnesses' `last-result`). */
export type CloseReason = `exit:${Extract<OutboundMessage, { type: 'exit' }>['payload']['to']}` | 'goBack' | 'sessionExpired';

export interface OnboardingScreenProps {
  /** The element's page (`/app.html?fromApp=true`); its origin must be an `element` origin of the allow-list. */
  url: string;
  /** The session the app holds after its own log-in: handed over when the element says `appIsReady`, never in the URL. */
  session?: SessionTokens | null;
  /** The pair after a refresh inside the element, for the app's own calls. Never log it. */
  onSessionRefreshed?: (session: SessionTokens) => void;
  /** The screen is done: leave it (the app routes `exit:<to>` to its splash, home or settings screen). */
  onClose: (reason: CloseReason) => void;
}

/** The Android hardware back button: the wizard decides what back means (spec §2), never the web view's history. */
const BACK_SCRIPT = inboundScript({ type: 'back' });

export function OnboardingScreen({ url, session = null, onSessionRefreshed, onClose }: OnboardingScreenProps) {
  const webView = useRef<WebView>(null);
  // The demo host plays every role in development builds only.
  const policy = useMemo(() => policyForPage(url, __DEV__), [url]);
  const pageOrigin = originOf(url);
  const allowed = policy.isElement(url);
  // Once per screen: the element keeps the session in its page's session storage, so a reload inside the wizard
  // must not hand the app's (possibly older) pair over again.
  const sessionHandedOver = useRef(false);
  const [pairedUser, setPairedUser] = useState<string | null>(null);
  // Android's renderer killed (memory pressure after camera use): a new WebView, whose page starts afresh.
  const [generation, setGeneration] = useState(0);

  const inject = useCallback((script: string) => webView.current?.injectJavaScript(script), []);

  useEffect(() => {
    const subscription = BackHandler.addEventListener('hardwareBackPress', () => {
      inject(BACK_SCRIPT);
      return true;
    });
    return () => subscription.remove();
  }, [inject]);

  /** A tap on a photo input before CAMERA was decided (Android, photoCamera.ts): ask now, then replay the tap. */
  const askCameraForPhoto = useCallback(async () => {
    const answer = await PermissionsAndroid.request(PermissionsAndroid.PERMISSIONS.CAMERA).catch(() => null);
    // Granted: the chooser offers the camera and the gallery; refused (or "don't ask again"): the gallery.
    inject(photoCameraAnswerScript(answer === PermissionsAndroid.RESULTS.GRANTED));
  }, [inject]);

  const handle = useCallback(
    (message: OutboundMessage) => {
      switch (message.type) {
        case 'appIsReady':
          if (session !== null && !sessionHandedOver.current) {
            sessionHandedOver.current = true;
            inject(inboundScript({ type: 'session', payload: session }));
          }
          return;
        case 'pairUser':
          setPairedUser(message.payload.userId);
          return;
        case 'exit':
          onClose(`exit:${message.payload.to}`);
          return;
        case 'goBack':
          onClose('goBack');
          return;
        case 'sessionExpired':
          onClose('sessionExpired');
          return;
        case 'sessionRefreshed':
          inject(GET_SESSION_SCRIPT);
          return;
        default: {
          // A message type added to the protocol fails the typecheck here.
          const unhandled: never = message;
          return unhandled;
        }
      }
    },
    [inject, onClose, session],
  );

  const onMessage = useCallback(
    (event: WebViewMessageEvent) => {
      const { data, url: from } = event.nativeEvent;
      // Only the element's page speaks the bridge. react-native-webview does not say which frame posted: the page
      // shown must be the element's, and every message is validated as data.
      if (pageOrigin === null || originOf(from) !== pageOrigin) return;
      const host = parseHostMessage(data);
      if (host?.type === 'photoInput') {
        if (Platform.OS === 'android') void askCameraForPhoto();
        return;
      }
      if (host?.type === 'session') {
        if (host.session !== null) onSessionRefreshed?.(host.session);
        return;
      }
      const message = parseOutbound(data);
      if (message !== null) handle(message);
    },
    [askCameraForPhoto, handle, onSessionRefreshed, pageOrigin],
  );

  /**
   * An allow-listed origin stays in the web view. Anything else: the main frame's address opens in the system
   * browser; a frame's (iOS says which is which, `isTopFrame`) is not loaded. Non-http addresses (`tel:`, `mailto:`)
   * never get here: `originWhitelist` hands them to the system.
   */
  const onShouldStartLoadWithRequest = useCallback(
    (request: ShouldStartLoadRequest) => {
      if (request.url.startsWith('about:') || policy.staysInWebView(request.url)) return true;
      if (request.isTopFrame !== false) void Linking.openURL(request.url).catch(() => undefined);
      return false;
    },
    [policy],
  );

  /** `target=_blank` and `window.open` (a contract PDF, a help page): the system browser; the wizard stays. */
  const onOpenWindow = useCallback((event: WebViewOpenWindowEvent) => {
    const target = event.nativeEvent.targetUrl;
    if (originOf(target) !== null) void Linking.openURL(target).catch(() => undefined);
  }, []);

  if (!allowed) {
    return (
      <View style={styles.screen}>
        <Text accessibilityRole="alert">Questa pagina non è tra le origini consentite (src/allowedOrigins.ts).</Text>
      </View>
    );
  }

  return (
    <View style={styles.screen}>
      <WebView
        key={generation}
        ref={webView}
        source={{ uri: url }}
        style={styles.webView}
        // http(s) only in the web view; other schemes go to the system (react-native-webview's own check).
        originWhitelist={['https://*', 'http://*']}
        onShouldStartLoadWithRequest={onShouldStartLoadWithRequest}
        onOpenWindow={onOpenWindow}
        setSupportMultipleWindows
        javaScriptCanOpenWindowsAutomatically={false}
        onMessage={onMessage}
        // The element keeps its session in sessionStorage (Android's default is off).
        domStorageEnabled
        // Recognition: the camera preview plays inline and without a tap.
        allowsInlineMediaPlayback
        mediaPlaybackRequiresUserAction={false}
        // iOS 15+: getUserMedia is granted to the page shown when it is the one asking (only allow-listed pages are
        // shown), after the system permission; frames of other hosts are denied.
        mediaCapturePermissionGrantType="grantIfSameHostElseDeny"
        // Android: CAMERA asked when a photo input is tapped (photoCamera.ts), not at start.
        injectedJavaScriptBeforeContentLoaded={Platform.OS === 'android' ? PHOTO_CAMERA_SCRIPT : undefined}
        allowFileAccess={false}
        allowFileAccessFromFileURLs={false}
        allowUniversalAccessFromFileURLs={false}
        // The web content process was killed (memory pressure after camera use): iOS reloads, Android needs a new
        // WebView; the wizard resumes from the server (spec §4).
        onContentProcessDidTerminate={() => webView.current?.reload()}
        onRenderProcessGone={() => {
          sessionHandedOver.current = false;
          setGeneration((count) => count + 1);
        }}
        webviewDebuggingEnabled={__DEV__}
      />
      {pairedUser !== null && <Text testID="paired-user">Utente collegato: {pairedUser}</Text>}
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  webView: { flex: 1 },
});
