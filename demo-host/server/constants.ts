/**
 * Documented test values and limits of the sandbox back end (DESIGN.md §6).
 * Later issues (OTP, e-mail confirmation, signature) import these instead of retyping them.
 */

/** Every one-time code the sandbox sends (SMS or e-mail) is this value. */
export const SANDBOX_OTP_CODE = '123456';

/** A one-time code that is always rejected, to reach the "wrong code" branches. */
export const SANDBOX_REJECTED_OTP_CODE = '000000';

/**
 * Whether a one-time code typed by the user is accepted by the sandbox.
 * Only {@link SANDBOX_OTP_CODE} is; {@link SANDBOX_REJECTED_OTP_CODE} and anything else is not.
 */
export function isAcceptedOtp(code: string): boolean {
  return code === SANDBOX_OTP_CODE;
}

/** Access-token lifetime when nothing overrides it: 15 minutes. */
export const DEFAULT_ACCESS_TTL_SECONDS = 15 * 60;

/** Refresh-token lifetime when nothing overrides it: 24 hours. */
export const DEFAULT_REFRESH_TTL_SECONDS = 24 * 60 * 60;

/** The OAuth client identities of spec §6 ("web" and "webapp"). */
export const CLIENT_IDS = ['web', 'webapp'] as const;
/** One of {@link CLIENT_IDS}. */
export type ClientId = (typeof CLIENT_IDS)[number];

/** Prefix of every user/registration resource (spec §7 "User API prefix: /usr/v2"). */
export const USR_PREFIX = '/api/usr/v2';

/** The token endpoint (spec §7 Authentication), served on the same origin. */
export const TOKEN_PATH = '/sec/v2/oauth/token';

/** How many `/api` and `/sec` calls `GET /__sandbox/requests` keeps. */
export const REQUEST_LOG_LIMIT = 500;

/** Recaptcha header of the pre-register call (spec §7 Registrations). */
export const RECAPTCHA_HEADER = 'X-Recaptcha-Response-Token';

/** The recaptcha token value that the simulated bot protection rejects. */
export const RECAPTCHA_FAIL_VALUE = 'fail';

/**
 * The documented promo (member-get-member) code: `GET registrations/check-mgm/{code}` and
 * `pre-register` accept it (any case), next to the seeded users' own `context.mgmCode`.
 */
export const SANDBOX_MGM_CODE = 'AMICO2026';

/** `send-phone-number-otp`: at most this many codes per registration within {@link OTP_SEND_WINDOW_MS}. */
export const OTP_MAX_SENDS = 5;

/** The sliding window of {@link OTP_MAX_SENDS}: 10 minutes. */
export const OTP_SEND_WINDOW_MS = 10 * 60 * 1000;

/** `verify-phone-number-otp`: the wrong code that reaches this count throws the challenge away. */
export const OTP_MAX_ATTEMPTS = 5;

/** A sent one-time code is valid this long: 10 minutes. */
export const OTP_TTL_MS = 10 * 60 * 1000;

/**
 * The site key that makes the test challenge script (`demo-host/public/recaptcha/api.js`) hand out
 * {@link RECAPTCHA_FAIL_VALUE}, which `pre-register` rejects.
 */
export const RECAPTCHA_FAIL_SITE_KEY = 'sandbox-fail';

/** `Retry-After` (seconds) of the 503 every API call answers while maintenance is on: 10 minutes. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

/**
 * The query parameter of the confirmation link in the e-mail (`send-confirmation-email`,
 * `modify-email`): `<origin>/#/confirmEmail?emailCode=123456` opens the wizard's ConfirmEmail screen,
 * which confirms the address with that code (the client's twin: src/screens/consumer/ConfirmEmail).
 */
export const EMAIL_CODE_PARAM = 'emailCode';

/**
 * How long a certificate-provider signature runs (issue-and-sign, one-step-sign,
 * sign-and-assert-auth) when the admin surface has not changed it (`POST /__sandbox/signature/duration`;
 * `POST /__sandbox/reset` brings this value back). The setting in force is read at every settle, so a
 * change applies to a signature already running too.
 */
export const SIGNATURE_DURATION_MS = 4000;

/** A signature session lasts this long from the end of the signature that opened it (spec §4 Session). */
export const SIGNATURE_SESSION_MS = 3_300_000;

/** `verify-access-code`: the wrong access code that reaches this count locks the check (423). */
export const ACCESS_CODE_MAX_ATTEMPTS = 5;
