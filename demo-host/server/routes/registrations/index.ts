/**
 * Registrations (spec §7 Registrations; shapes in common.md), one module per area:
 * pre-register.ts (pre-register, check-mgm), processes.ts (`me/start-*`), phone-otp.ts (send and
 * verify the phone code), email.ts (send, change and confirm the e-mail address), lookup.ts
 * (list, `{id|me}`), update.ts (update, update-registration-progress); step 8: certificate.ts (the
 * certificate provider's dossier and signatures), completion.ts (access code, mobile token,
 * complete-registration), docs-request.ts (missing documents); help panel: premium.ts (activate-premium),
 * tracking.ts (tracking events); minor and guardian: tutor.ts (set-tutor, as-tutor).
 * Rules, messages and body schemas live apart, in ../../registrations/.
 */
import { USR_PREFIX } from '../../constants';
import type { RouteDeps, SandboxApp } from '../../context';
import { registerCardRoutes } from './cards';
import { registerCertificateRoutes } from './certificate';
import { registerCompletionRoutes } from './completion';
import { registerIdentityDocumentRoutes } from './documents';
import { registerDeclarationRoutes } from './declarations';
import { registerDocsRequestRoutes } from './docs-request';
import { registerEmailRoutes } from './email';
import { registerListRoute, registerLookupRoute } from './lookup';
import { registerPhoneOtpRoutes } from './phone-otp';
import { registerPremiumRoutes } from './premium';
import { registerPreRegisterRoutes } from './pre-register';
import { registerProcessRoutes } from './processes';
import { registerRecognitionRoutes } from './recognition';
import { registerTrackingRoutes } from './tracking';
import { registerTutorRoutes } from './tutor';
import { registerUpdateRoutes } from './update';

/**
 * Registers the registration routes, in the order they always had: the fixed paths
 * (`pre-register`, `me/start-*`, `check-mgm/{code}`) before the `{id}` patterns.
 */
export function registerRegistrationRoutes(app: SandboxApp, deps: RouteDeps): void {
  const base = `${USR_PREFIX}/registrations`;
  registerListRoute(app, deps, base);
  registerPreRegisterRoutes(app, deps, base);
  registerProcessRoutes(app, deps, base);
  registerRecognitionRoutes(app, deps, base);
  registerPhoneOtpRoutes(app, deps, base);
  registerEmailRoutes(app, deps, base);
  registerTutorRoutes(app, deps, base);
  registerLookupRoute(app, deps, base);
  registerUpdateRoutes(app, deps, base);
  registerCardRoutes(app, deps, base);
  registerIdentityDocumentRoutes(app, deps, base);
  registerDeclarationRoutes(app, deps, base);
  registerCertificateRoutes(app, deps, base);
  registerCompletionRoutes(app, deps, base);
  registerDocsRequestRoutes(app, deps, base);
  registerPremiumRoutes(app, deps, base);
  registerTrackingRoutes(app, deps, base);
}
