/** Renders the screen of a route: its lazy chunk when built, otherwise the "not available" notice. */
import { Suspense } from 'react';
import { ROUTES, type ScreenId } from '../flows';
import { isBuiltFor, lazyScreen } from '../screens/registry';
import { useOnboardingState } from './context';
import { SHELL_COPY } from './copy';
import { StepHeading } from './StepHeading';

export function ScreenHost({ screen }: { screen: ScreenId }) {
  const { flow } = useOnboardingState();
  const Screen = isBuiltFor(screen, flow) ? lazyScreen(screen) : undefined;
  if (!Screen) return <NotAvailable screen={screen} />;
  return (
    <Suspense fallback={<p className="inline-loading">{SHELL_COPY.loading}</p>}>
      <Screen screen={screen} />
    </Suspense>
  );
}

/** Issue 2: a route whose screen is not built yet shows this visible notice (later issues replace it). */
export function NotAvailable({ screen }: { screen: ScreenId }) {
  return (
    <section className="screen not-available" data-screen={screen} data-unfinished="true">
      <StepHeading>{ROUTES[screen].title}</StepHeading>
      <p className="notice" role="note">
        <strong>{SHELL_COPY.notAvailable}</strong>
        <br />
        {SHELL_COPY.notAvailableBody}
      </p>
    </section>
  );
}
