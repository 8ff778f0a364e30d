/**
 * The landing page (spec §1; §2 "Landing page (Home)"): the promises, the desktop-only carousel, the
 * Registrati and Riprendi la registrazione cards, the login modal and the three app-store links.
 * "Header hidden, back blocked" are route flags the shell applies.
 */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useMountedOnceOpen } from '../../../kit/dialogs';
import { useInstance, useOnboardingState } from '../../../kit/hooks';
import { useDesktopLayout } from '../../../kit/layout';
import { StepHeading } from '../../../kit/StepHeading';
import { SubmitButton } from '../../../kit/SubmitButton';
import { useSubmitLock } from '../../../kit/useSubmitLock';
import type { ScreenProps } from '../../../kit/screen';
import { readFlag, readSession } from '../../../session/storage';
import { APP_STORES, HOME_COPY } from './copy';
import styles from './home.css?inline';
import { Optional } from './Optional';
import { Styles } from '../../../kit/styles';

// Desktop only (spec §1, §2): the carousel and swiper are separate chunks, requested only once the
// element itself is desktop-wide (DESKTOP_MIN_WIDTH), so a phone, or a phone frame on a wide screen,
// never downloads them.
const Carousel = lazy(() => import('./Carousel'));
// Requested the first time the visitor opens the login modal.
const LoginModal = lazy(() => import('../login/LoginModal'));

export default function Home(_props: ScreenProps) {
  const desktop = useDesktopLayout();

  return (
    <div className="home" data-screen="Home">
      <Styles css={styles} />
      <div className="home-hero">
        <StepHeading>{HOME_COPY.title}</StepHeading>
        <p className="home-lead">{HOME_COPY.lead}</p>
        <ul className="home-promises" aria-label={HOME_COPY.promisesLabel}>
          {HOME_COPY.promises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
      </div>
      {/* The slot is always there and CSS gives it its height at desktop widths, so the page prerendered before
          the JavaScript (scripts/prerender.ts) already holds the carousel's place: nothing moves when it arrives. */}
      <div className="carousel-slot">
        {desktop && (
          <Optional>
            <Suspense fallback={<div className="carousel-placeholder" />}>
              <Carousel />
            </Suspense>
          </Optional>
        )}
      </div>
      <TutorNotice />
      <div className="home-cards">
        <RegisterCard />
        <ResumeCard />
      </div>
      <StoreLinks />
      <LoginModalHost />
    </div>
  );
}

/**
 * spec §6 tutor: the page opened from the guardian's invitation link (`isTutor` kept in session storage)
 * without a session says who is invited and what to do; its button opens the login modal. After the login
 * the page reloads (the tokens in session storage) and the start-up checks the invitation (`as-tutor`).
 */
function TutorNotice() {
  const titleId = useId();
  useOnboardingState(); // re-read the session on every store change (a login, an invitation dropped)
  if (!readFlag('isTutor') || readSession('at')) return null;
  const copy = HOME_COPY.tutor;
  return (
    <div className="home-card home-tutor" role="region" aria-labelledby={titleId}>
      <h2 id={titleId}>{copy.title}</h2>
      <p>{copy.text}</p>
      <p>{copy.notCustomer}</p>
      <LoginButton className="button">{copy.login}</LoginButton>
    </div>
  );
}

/** spec §2: "A Registrati card. Clicking it emits a submitStep event with upgradeProgress false." */
function RegisterCard() {
  const { instance, wizard } = useInstance();
  const titleId = useId();
  // One submit lock (kit): Registrati is a step submit (§2), so it shows the 1-second window as disabled.
  const lock = useSubmitLock();
  const register = () =>
    lock.run(async () => {
      try {
        await wizard.startRegistration();
      } catch (error) {
        void instance.showError(error);
      }
    });

  return (
    <div className="home-card" role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{HOME_COPY.registerTitle}</h2>
      <p>{HOME_COPY.registerText}</p>
      <p className="home-needs-title">{HOME_COPY.needsTitle}</p>
      <ul className="home-needs">
        {HOME_COPY.needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
      <SubmitButton type="button" lock={lock} onClick={() => void register()}>
        {HOME_COPY.register}
      </SubmitButton>
    </div>
  );
}

/** A button that opens the login modal (spec §2 "Accedi"; the guardian's notice). */
function LoginButton({ className, children }: { className: string; children: ReactNode }) {
  const { instance } = useInstance();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => instance.store.actions.openModal('loginModal')}>
      {children}
    </button>
  );
}

/** spec §2: "A Riprendi la registrazione card with an Accedi button that opens the login modal". */
function ResumeCard() {
  const titleId = useId();
  return (
    <div className="home-card" role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{HOME_COPY.resume}</h2>
      <p>{HOME_COPY.resumeText}</p>
      <LoginButton className="button secondary">{HOME_COPY.login}</LoginButton>
    </div>
  );
}

/** spec §1: "Three app-store download links are shown." */
function StoreLinks() {
  const titleId = useId();
  const newTabId = useId();
  return (
    <div className="home-stores" role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{HOME_COPY.storesTitle}</h2>
      <p>{HOME_COPY.storesText}</p>
      <ul>
        {APP_STORES.map((store) => (
          <li key={store.id}>
            <a className="store-badge" href={store.href} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
              {/* The visible text is the accessible name: "Scarica l'app da App Store". */}
              <span className="store-prefix">{HOME_COPY.storePrefix}</span>{' '}
              <span className="store-name">{store.name}</span>
            </a>
          </li>
        ))}
      </ul>
      <span id={newTabId} hidden>
        {HOME_COPY.newTab}
      </span>
    </div>
  );
}

/**
 * The login modal (id loginModal, spec §2), loaded the first time it opens and kept mounted after it
 * closes, so what the visitor typed survives closing and reopening. It reads its open state from the
 * store itself.
 */
function LoginModalHost() {
  const { instance } = useInstance();
  const open = useOnboardingState().ui.modals.includes('loginModal');
  if (!useMountedOnceOpen(open)) return null;
  return (
    <Optional
      onError={(error) => {
        instance.store.actions.closeModal('loginModal');
        void instance.showError(error);
      }}
    >
      <Suspense fallback={null}>
        <LoginModal />
      </Suspense>
    </Optional>
  );
}
