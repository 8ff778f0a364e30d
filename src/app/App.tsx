/**
 * The root component r2wc mounts inside the element's open shadow root. It resolves the configuration,
 * creates this element's own instance (state, API client, bridge, router) and renders the shell.
 */
import { startTransition, StrictMode, useEffect, useMemo, useState } from 'react';
import { Router } from 'wouter';
import { resolveConfig, type OnboardingProps } from '../../element/surface';
import styles from './styles.css?inline';
import { bootstrap } from './bootstrap';
import { InstanceContext } from '../kit/hooks';
import { createInstance } from './instance';
import { hasPrerender } from './prerender';
import { preloadScreen } from '../screens';
import { Shell } from './Shell';
import { Styles, StyleTargetProvider } from '../kit/styles';
import { createWizard } from './wizard';

export type AppProps = OnboardingProps & {
  /** Set by r2wc: the shadow root (or the element itself without shadow DOM). */
  container?: ShadowRoot | HTMLElement;
};

export function App({ container, ...props }: AppProps) {
  const config = resolveConfig(props);
  const configKey = JSON.stringify(config);
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : (container ?? document.body);

  // A new configuration (attributes changed after mount) means a new instance.
  const value = useMemo(() => {
    const instance = createInstance(JSON.parse(configKey) as typeof config, host);
    // The start-up imports the placed screen's chunk ahead, and shows it once in (src/app/session-start.ts).
    return { instance, wizard: Object.assign(createWizard(instance), { preloadScreen }) };
  }, [configKey, host]);

  // Under a prerendered landing (src/app/prerender.ts) nothing is waiting for the shell: it renders as a transition, which
  // React splits into slices between which the browser stays responsive (no long task at start-up).
  const [shellShown, setShellShown] = useState(() => !(container instanceof ShadowRoot && hasPrerender(container)));
  useEffect(() => {
    if (!shellShown) startTransition(() => setShellShown(true));
  }, [shellShown]);

  useEffect(() => {
    const { instance, wizard } = value;
    instance.connect();
    // Android hardware back: the same rules as the header back arrow (DESIGN §5: an inbound bridge message).
    instance.onInbound = (message) => {
      if (message.type === 'back') wizard.back();
    };
    void bootstrap(instance, wizard);
    return () => instance.dispose();
  }, [value]);

  // The styles are constructable stylesheets adopted by the shadow root (src/kit/styles.tsx), so a
  // host page with a strict Content-Security-Policy (`style-src 'self'`) needs no 'unsafe-inline'.
  const styleTarget = container instanceof ShadowRoot ? container : document;
  return (
    <StrictMode>
      <StyleTargetProvider value={styleTarget}>
        <Styles css={styles} />
        <InstanceContext.Provider value={value}>
          <Router hook={value.instance.router.hook}>
            {shellShown && <Shell />}
          </Router>
        </InstanceContext.Provider>
      </StyleTargetProvider>
    </StrictMode>
  );
}
