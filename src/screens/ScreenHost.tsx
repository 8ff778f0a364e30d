/** Renders the screen of a route: its lazy chunk when built for the flow, otherwise the "not available" notice. */
import { Suspense } from 'react';
import type { ScreenId } from '../flows';
import { useOnboardingState } from '../kit/hooks';
import { StepHeading } from '../kit/StepHeading';
import { SCREEN_HOST_COPY } from './copy';
import { lazyScreen, screenTitle } from './registry';

export function ScreenHost({ screen }: { screen: ScreenId }) {
  const { flow } = useOnboardingState();
  const Screen = lazyScreen(screen, flow);
  if (!Screen) return <NotAvailable screen={screen} />;
  return (
    <Suspense fallback={<p className="inline-loading">{SCREEN_HOST_COPY.loading}</p>}>
      <Screen screen={screen} />
    </Suspense>
  );
}

/** A route whose screen is not built yet shows this visible notice, never a fake screen. */
function NotAvailable({ screen }: { screen: ScreenId }) {
  return (
    <section className="screen not-available" data-screen={screen} data-unfinished="true">
      <StepHeading>{screenTitle(screen)}</StepHeading>
      <p className="notice" role="note">
        <strong>{SCREEN_HOST_COPY.notAvailable}</strong>
        <br />
        {SCREEN_HOST_COPY.notAvailableBody}
      </p>
    </section>
  );
}
