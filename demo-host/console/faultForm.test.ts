import { describe, expect, it } from 'vitest';
import { COPY } from './copy';
import { EMPTY_FAULT_FORM, pathProblem, validateFaultForm } from './faultForm';

const E = COPY.faults.errors;

describe('issue 10 §3: the fault form validation', () => {
  it('accepts /api and /sec paths, prefixes and whole * segments, like the server', () => {
    expect(pathProblem('/api/usr/v2/users/me')).toBeUndefined();
    expect(pathProblem('/api/*')).toBeUndefined();
    expect(pathProblem('/sec/oauth/token')).toBeUndefined();
    expect(pathProblem('/api/usr/v2/registrations/*/update-registration-progress')).toBeUndefined();
  });

  it('refuses other paths with Italian messages', () => {
    expect(pathProblem('')).toBe(E.pathRequired);
    expect(pathProblem('/users/me')).toBe(E.pathPrefix);
    expect(pathProblem('/apix')).toBe(E.pathPrefix);
    expect(pathProblem('/api/reg*/x')).toBe(E.pathStar);
  });

  it('maps the fields to a POST /__sandbox/faults body, leaving empty fields out', () => {
    expect(validateFaultForm({ ...EMPTY_FAULT_FORM, path: ' /api/* ' })).toEqual({ ok: true, value: { path: '/api/*' } });
    expect(
      validateFaultForm({ method: 'POST', path: '/sec/oauth/token', status: '400', code: 'invalid_grant', message: 'Bad credentials', delayMs: '1500', times: '2' }),
    ).toEqual({
      ok: true,
      value: { method: 'POST', path: '/sec/oauth/token', status: 400, code: 'invalid_grant', message: 'Bad credentials', delayMs: 1500, times: 2 },
    });
  });

  it('reports each invalid number and code without status', () => {
    const result = validateFaultForm({ ...EMPTY_FAULT_FORM, path: '/api/*', status: '99', delayMs: '-1', times: '0' });
    expect(result).toEqual({ ok: false, errors: { status: E.status, delayMs: E.delay, times: E.times } });
    expect(validateFaultForm({ ...EMPTY_FAULT_FORM, path: '/api/*', code: 'X' })).toEqual({ ok: false, errors: { code: E.needsStatus } });
    expect(validateFaultForm({ ...EMPTY_FAULT_FORM, path: '/api/*', status: '4.5' })).toEqual({ ok: false, errors: { status: E.status } });
  });
});
