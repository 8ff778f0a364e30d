/**
 * The provider page's DOM (vanilla TypeScript, no framework: it is one small page). `mountProviderPage`
 * takes everything it touches as dependencies, so the tests drive it in jsdom with a fake camera.
 */
import { PROVIDER_COPY } from './copy';
import {
  CameraFailure,
  cameraMessage,
  loadSession,
  openCamera,
  recordChoice,
  type ProviderChoice,
  type ProviderSession,
} from './provider';

export interface ProviderPageDeps {
  /** The page address (reads `?session=`). */
  href: string;
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined;
  fetch: typeof fetch;
  /** Leaves the page in the same window (`location.assign`): never a new window (webviews). */
  navigate: (url: string) => void;
  cameraTimeoutMs?: number;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Node[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Builds the page into `root` and starts it: loads the session, asks for the camera. Resolves once both settled. */
export async function mountProviderPage(root: HTMLElement, deps: ProviderPageDeps): Promise<void> {
  const heading = element('h1', { textContent: PROVIDER_COPY.title });
  const intro = element('p', { textContent: PROVIDER_COPY.intro });
  const video = element('video', { autoplay: true, muted: true, playsInline: true });
  video.setAttribute('aria-label', PROVIDER_COPY.preview);
  const cameraStatus = element('p', { className: 'status' });
  cameraStatus.setAttribute('role', 'status');
  const retry = element('button', { type: 'button', className: 'secondary', textContent: PROVIDER_COPY.retry, hidden: true });
  const sessionStatus = element('p', { className: 'status' });
  sessionStatus.setAttribute('role', 'alert');
  const choices: [ProviderChoice, string, string][] = [
    ['APPROVED', PROVIDER_COPY.approve, ''],
    ['REJECTED', PROVIDER_COPY.reject, ''],
    ['PENDING', PROVIDER_COPY.pending, ''],
    ['CANCELLED', PROVIDER_COPY.cancel, 'secondary'],
  ];
  const buttons = choices.map(([choice, label, className]) => {
    const button = element('button', { type: 'button', textContent: label, className, disabled: true });
    button.dataset.outcome = choice;
    return button;
  });
  const outcome = element('fieldset', {}, element('legend', { textContent: PROVIDER_COPY.outcomeLegend }), ...buttons);
  root.replaceChildren(heading, intro, video, cameraStatus, retry, outcome, sessionStatus);

  let stream: MediaStream | undefined;
  const stopCamera = () => {
    stream?.getTracks().forEach((track) => track.stop());
    stream = undefined;
  };

  const startCamera = async () => {
    retry.hidden = true;
    cameraStatus.classList.remove('problem');
    cameraStatus.textContent = PROVIDER_COPY.cameraAsking;
    try {
      stopCamera();
      stream = await openCamera(deps.mediaDevices, deps.cameraTimeoutMs);
      video.srcObject = stream;
      // Autoplay is allowed for a muted inline video; a refusal leaves the first frame, not an error.
      await video.play?.()?.catch(() => undefined);
      cameraStatus.textContent = PROVIDER_COPY.cameraOn;
    } catch (e) {
      const problem = e instanceof CameraFailure ? e.problem : 'other';
      cameraStatus.classList.add('problem');
      cameraStatus.textContent = cameraMessage(problem);
      retry.hidden = false;
    }
  };
  retry.addEventListener('click', () => void startCamera());

  const sessionId = new URL(deps.href).searchParams.get('session');
  let session: ProviderSession | undefined;
  const loadingSession = (async () => {
    if (!sessionId) {
      sessionStatus.textContent = PROVIDER_COPY.sessionMissing;
      return;
    }
    try {
      session = await loadSession(sessionId, deps.fetch);
      buttons.forEach((button) => (button.disabled = false));
    } catch {
      sessionStatus.textContent = PROVIDER_COPY.sessionUnknown;
    }
  })();

  buttons.forEach((button) =>
    button.addEventListener('click', async () => {
      if (!session) return;
      buttons.forEach((b) => (b.disabled = true));
      sessionStatus.textContent = '';
      try {
        const address = await recordChoice(session, button.dataset.outcome as ProviderChoice, deps.href, deps.fetch);
        sessionStatus.setAttribute('role', 'status');
        sessionStatus.textContent = PROVIDER_COPY.returning;
        stopCamera();
        deps.navigate(address);
      } catch {
        sessionStatus.setAttribute('role', 'alert');
        sessionStatus.textContent = PROVIDER_COPY.recordFailed;
        buttons.forEach((b) => (b.disabled = false));
      }
    }),
  );

  await Promise.all([loadingSession, startCamera()]);
  root.removeAttribute('aria-busy');
}
