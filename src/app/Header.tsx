/**
 * spec §2 "Header and footer": the desktop header (logos and a stepper with step titles) and the mobile
 * header (back arrow hidden where back is blocked, step title, help and callback icons, progress bar).
 * On routes whose header is hidden (landing, completion, rejected, maintenance…) only the brand bar stays.
 */
import { progressPercent, ROUTES, stageOf, stepperTitles, type ScreenId } from '../flows';
import { screenTitle } from '../screens';
import { SHELL_COPY } from './copy';
import { useInstance, useOnboardingState } from '../kit/hooks';
import { ProgressBar } from './ProgressBar';

export function Header({ screen }: { screen: ScreenId | undefined }) {
  const { instance, wizard } = useInstance();
  const snap = useOnboardingState();
  const route = screen ? ROUTES[screen] : undefined;
  const hidden = !route || route.headerHidden;
  const titles = stepperTitles(snap.flow);
  const stage = stageOf(snap.flow, snap.currentStep) ?? 0;
  const percent = progressPercent(stage, titles.length);

  return (
    <header part="header" className="header">
      <div className="brand-bar">
        <span className="logo logo-wallet" role="img" aria-label={SHELL_COPY.logoWallet}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <rect x="2" y="5" width="20" height="14" rx="3" fill="currentColor" />
            <rect x="2" y="9" width="20" height="3" fill="var(--bo-color-surface, #fff)" />
          </svg>
          <span aria-hidden="true">Conto+Carta</span>
        </span>
        <span className="logo logo-bank" role="img" aria-label={SHELL_COPY.logoBank}>
          <span aria-hidden="true">Banca partner</span>
        </span>
      </div>
      {!hidden && (
        <>
          <nav className="stepper desktop-only" aria-label={SHELL_COPY.stepper}>
            <ol part="stepper">
              {titles.map((title, index) => (
                <li
                  key={title}
                  className={index < stage ? 'done' : index === stage ? 'current' : undefined}
                  aria-current={index === stage ? 'step' : undefined}
                >
                  <span className="stepper-index" aria-hidden="true">
                    {index + 1}
                  </span>
                  {title}
                </li>
              ))}
            </ol>
          </nav>
          <div className="mobile-header mobile-only">
            <div className="mobile-bar">
              {route.backBlocked ? (
                <span className="icon-placeholder" aria-hidden="true" />
              ) : (
                <button type="button" className="icon-button" aria-label={SHELL_COPY.back} onClick={() => wizard.back()}>
                  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              )}
              <p className="mobile-title">{titles[stage] ?? (screen && screenTitle(screen))}</p>
              <button
                type="button"
                className="icon-button"
                aria-label={SHELL_COPY.help}
                onClick={() => instance.store.actions.openHelp('main')}
              >
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d="M12 11v6M12 7v1" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={SHELL_COPY.callback}
                onClick={() => instance.store.actions.openHelp('callback')}
              >
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path
                    d="M6 3h3l2 5-2 1a11 11 0 006 6l1-2 5 2v3a2 2 0 01-2 2A16 16 0 014 5a2 2 0 012-2z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              </button>
            </div>
            <ProgressBar percent={percent} label={SHELL_COPY.progress} />
          </div>
        </>
      )}
    </header>
  );
}
