/**
 * Error reporting (spec §7 Other: "An error-reporting service receives errors and traces …").
 * Pluggable and off by default: the host sets a reporter on the element (`element.errorReporter = {…}`,
 * see element/define.ts); without one nothing is reported and no call is made. The reporter's `init`
 * runs once with the settings (spec §7 sampling defaults, overridable with `error-reporter-settings`).
 *
 * What a reporter receives is plain data with every credential removed (src/tracking/redact.ts): never
 * the raw error (an API error keeps the response body), never a URL query. A reporter that throws is
 * ignored: reporting never breaks the wizard.
 */
import type { ErrorReportContext, ErrorReporter, ErrorReporterSettings, ReportedError } from '../../element/surface';
import { ApiError } from '../api/errors';
import { redactSecrets } from './redact';

export type { ErrorReportContext, ErrorReporter, ErrorReporterSettings, ReportedError } from '../../element/surface';

const reporters = new WeakMap<object, ErrorReporter>();
const listeners = new WeakMap<object, () => void>();
const initialised = new WeakSet<ErrorReporter>();

const isReporter = (value: unknown): value is ErrorReporter =>
  typeof value === 'object' && value !== null && typeof (value as ErrorReporter).captureError === 'function';

/** Sets (or, with null, removes) the reporter of one element. Anything without `captureError` is refused. */
export function setErrorReporter(host: object, reporter: unknown): void {
  if (reporter === null || reporter === undefined) {
    reporters.delete(host);
    return;
  }
  if (!isReporter(reporter)) {
    console.warn('[bank-onboarding] errorReporter needs a captureError(error, context) method; ignored');
    return;
  }
  reporters.set(host, reporter);
  listeners.get(host)?.();
}

/** The reporter of one element, if the host set one. */
export function getErrorReporter(host: object): ErrorReporter | null {
  return reporters.get(host) ?? null;
}

/** Plain, credential-free data of anything thrown. */
export function toReportedError(error: unknown): ReportedError {
  const stack = error instanceof Error && error.stack ? { stack: redactSecrets(error.stack) } : {};
  if (error instanceof ApiError) {
    return {
      name: error.name,
      message: redactSecrets(error.message),
      code: redactSecrets(error.code),
      ...(error.status !== undefined ? { status: error.status } : {}),
      ...(error.trace ? { trace: redactSecrets(error.trace) } : {}),
      ...stack,
    };
  }
  if (error instanceof Error) return { name: error.name, message: redactSecrets(error.message), ...stack };
  return { name: 'Error', message: redactSecrets(typeof error === 'string' ? error : 'Unknown error') };
}

type Where = Omit<ErrorReportContext, 'source'>;

export type ErrorReporting = ReturnType<typeof createErrorReporting>;

/** Error reporting of one instance: looks the host's reporter up at each use (it may be set any time). */
export function createErrorReporting(host: object, settings: ErrorReporterSettings, where: () => Where) {
  function active(): ErrorReporter | undefined {
    const reporter = reporters.get(host);
    if (!reporter) return undefined;
    if (!initialised.has(reporter)) {
      initialised.add(reporter);
      safely(() => reporter.init?.({ ...settings }));
    }
    return reporter;
  }

  return {
    /** Runs the reporter's `init` now if one is set, and again whenever the host sets another. */
    connect() {
      listeners.set(host, () => void active());
      active();
    },
    dispose() {
      listeners.delete(host);
    },
    captureError(error: unknown, source: ErrorReportContext['source']) {
      const reporter = active();
      if (!reporter) return;
      const context: ErrorReportContext = { source, ...where() };
      context.path = redactSecrets(context.path.split('?')[0] ?? '');
      safely(() => reporter.captureError(toReportedError(error), context));
    },
    captureTrace(name: string, data: Readonly<Record<string, string | number | boolean | null>>) {
      const reporter = active();
      if (reporter?.captureTrace) safely(() => reporter.captureTrace?.(name, data));
    },
  };
}

function safely(run: () => void) {
  try {
    run();
  } catch {
    // A failing reporter must not break the wizard, nor report itself.
  }
}
