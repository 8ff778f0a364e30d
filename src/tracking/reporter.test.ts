// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ERROR_REPORTER_SETTINGS, resolveConfig } from '../../element/surface';
import { ApiError } from '../api/errors';
import { createInstance } from '../app/instance';
import { createErrorReporting, getErrorReporter, setErrorReporter, toReportedError, type ErrorReporter } from './reporter';

const where = () => ({ flow: 'CONSUMER' as const, step: 3, substep: 0, path: '/addresses' });

function fakeReporter() {
  return {
    init: vi.fn<NonNullable<ErrorReporter['init']>>(),
    captureError: vi.fn<ErrorReporter['captureError']>(),
    captureTrace: vi.fn<NonNullable<ErrorReporter['captureTrace']>>(),
  };
}

describe('error reporting (spec §7 Other)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('§7 the default settings: traces 100%, session replays 0%, replays on error 100%, environment production', () => {
    expect(DEFAULT_ERROR_REPORTER_SETTINGS).toEqual({
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
      environment: 'production',
    });
    expect(resolveConfig({}).errorReporterSettings).toEqual(DEFAULT_ERROR_REPORTER_SETTINGS);
  });

  it('the host overrides settings with valid values only (rates 0..1, a non-empty environment)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveConfig({ errorReporterSettings: '{"tracesSampleRate":0.2,"environment":"staging"}' }).errorReporterSettings).toEqual({
      ...DEFAULT_ERROR_REPORTER_SETTINGS,
      tracesSampleRate: 0.2,
      environment: 'staging',
    });
    expect(
      resolveConfig({ errorReporterSettings: { tracesSampleRate: 7, replaysSessionSampleRate: -1, replaysOnErrorSampleRate: 0.5, environment: '' } })
        .errorReporterSettings,
    ).toEqual({ ...DEFAULT_ERROR_REPORTER_SETTINGS, replaysOnErrorSampleRate: 0.5 });
    expect(resolveConfig({ errorReporterSettings: '{oops' }).errorReporterSettings).toEqual(DEFAULT_ERROR_REPORTER_SETTINGS);
    expect(warn).toHaveBeenCalled();
  });

  it('off by default: without a reporter nothing is captured and no network call is made', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const host = document.createElement('div');
    const instance = createInstance(resolveConfig({ routing: 'memory' }), host);
    instance.connect();
    expect(getErrorReporter(host)).toBeNull();
    void instance.showError(new ApiError({ kind: 'http', status: 500, message: 'boom' }));
    instance.reporting.captureTrace('onboarding.view', { step: 0 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('init runs once, with the instance settings, before the first capture; a reporter set later is initialised at once', () => {
    const host = {};
    const settings = { ...DEFAULT_ERROR_REPORTER_SETTINGS, environment: 'test' };
    const reporting = createErrorReporting(host, settings, where);
    reporting.connect();
    const reporter = fakeReporter();
    setErrorReporter(host, reporter);
    expect(reporter.init).toHaveBeenCalledExactlyOnceWith(settings);
    reporting.captureError(new Error('x'), 'render');
    reporting.captureTrace('onboarding.view', { step: 3 });
    expect(reporter.init).toHaveBeenCalledTimes(1);
    expect(reporter.captureTrace).toHaveBeenCalledWith('onboarding.view', { step: 3 });
  });

  it('errors shown by showError reach the reporter as plain data with the where, and no token anywhere', async () => {
    const host = document.createElement('div');
    const instance = createInstance(resolveConfig({ routing: 'memory' }), host);
    instance.connect();
    const reporter = fakeReporter();
    setErrorReporter(host, reporter);
    const error = new ApiError({
      kind: 'http',
      status: 502,
      code: 'USR_X',
      message: 'GET /api/usr/v2/documents/1?at=SECRET-TOKEN failed',
      trace: 't-1',
      body: { access_token: 'SECRET-TOKEN' },
    });
    void instance.showError(error);
    expect(reporter.captureError).toHaveBeenCalledTimes(1);
    const [reported, context] = reporter.captureError.mock.calls[0]!;
    expect(reported).toMatchObject({ name: 'ApiError', code: 'USR_X', status: 502, trace: 't-1' });
    expect(Object.keys(reported).sort()).toEqual(['code', 'message', 'name', 'stack', 'status', 'trace']);
    expect(context).toEqual({ source: 'dialog', flow: 'CONSUMER', step: 0, substep: 0, path: '/' });
    expect(JSON.stringify(reporter.captureError.mock.calls)).not.toContain('SECRET-TOKEN');
  });

  it('toReportedError: a render error keeps its name; Authorization and token parameters are stripped from message and stack', () => {
    const error = new TypeError('fetch https://x.it/doc?access_token=abc with Authorization: Bearer abc');
    error.stack = 'TypeError: at https://x.it/a.js?at=abc:1:2';
    expect(toReportedError(error)).toEqual({
      name: 'TypeError',
      message: 'fetch https://x.it/doc?access_token=[redacted] with Authorization: [redacted]',
      stack: 'TypeError: at https://x.it/a.js?at=[redacted]',
    });
    expect(toReportedError('plain')).toEqual({ name: 'Error', message: 'plain' });
  });

  it('a reporter that throws is ignored; an object without captureError is refused', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = {};
    const reporting = createErrorReporting(host, DEFAULT_ERROR_REPORTER_SETTINGS, where);
    setErrorReporter(host, { init: () => { throw new Error('init'); }, captureError: () => { throw new Error('capture'); } });
    expect(() => reporting.captureError(new Error('x'), 'dialog')).not.toThrow();
    setErrorReporter(host, null);
    setErrorReporter(host, { captureErrors: () => undefined });
    expect(getErrorReporter(host)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
