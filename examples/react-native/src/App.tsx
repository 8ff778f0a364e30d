/**
 * The app around the onboarding: its own screen opens it and shows why it closed, as the harnesses do
 * (`last-result`). A real app routes `exit:home` / `exit:splash` / `exit:settings` to its own screens.
 */
import { useState } from 'react';
import { Button, StyleSheet, Text, View } from 'react-native';
import type { SessionTokens } from 'bank-onboarding';
import { DEMO_ONBOARDING_URL, ONBOARDING_URL } from './allowedOrigins';
import { OnboardingScreen, type CloseReason } from './OnboardingScreen';

export interface AppProps {
  /** A session the app holds after its own log-in (handed over the bridge, never in the URL). */
  session?: SessionTokens | null;
}

function App({ session = null }: AppProps) {
  const [open, setOpen] = useState(false);
  const [lastResult, setLastResult] = useState<CloseReason | null>(null);
  // The pair the app keeps for its own calls, replaced after each refresh inside the element. Never logged.
  const [currentSession, setCurrentSession] = useState<SessionTokens | null>(session);

  return (
    <View style={styles.screen}>
      {open ? (
        <OnboardingScreen
          url={__DEV__ ? DEMO_ONBOARDING_URL : ONBOARDING_URL}
          session={currentSession}
          onSessionRefreshed={setCurrentSession}
          onClose={(reason) => {
            if (reason === 'sessionExpired') setCurrentSession(null);
            setLastResult(reason);
            setOpen(false);
          }}
        />
      ) : (
        <View style={styles.home}>
          <Button title="Apri la registrazione" testID="start-onboarding" onPress={() => setOpen(true)} />
          <Text testID="last-result">{lastResult ?? 'Nessuna uscita finora.'}</Text>
        </View>
      )}
    </View>
  );
}

export default App;

const styles = StyleSheet.create({
  screen: { flex: 1 },
  home: { flex: 1, justifyContent: 'center', padding: 16, gap: 12 },
});
