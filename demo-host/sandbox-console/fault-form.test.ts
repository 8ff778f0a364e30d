import { describe, expect, it } from 'vitest';
import { zodMiniResolver } from '../../src/validation/resolver';
import { CONSOLE_COPY } from './copy';
import { describeFault, EMPTY_FAULT_FORM, faultFormSchema, faultFromForm } from './fault-form';

const COPY = CONSOLE_COPY.faults;
const resolve = zodMiniResolver(faultFormSchema);
const errorsOf = async (over: Partial<typeof EMPTY_FAULT_FORM>) => {
  const result = await resolve({ ...EMPTY_FAULT_FORM, ...over }, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
};

describe('the fault form', () => {
  it('says in Italian what is wrong with each field', async () => {
    expect(await errorsOf({})).toEqual({ path: COPY.pathRequired });
    expect(await errorsOf({ path: 'api/x', status: '42', delayMs: '-1', times: '0' })).toEqual({
      path: COPY.pathInvalid,
      status: COPY.statusInvalid,
      delayMs: COPY.delayInvalid,
      times: COPY.timesInvalid,
    });
    expect(await errorsOf({ path: '/api/*', message: 'x' })).toEqual({ status: COPY.needsStatus });
  });

  it('turns valid text into the body of POST /__sandbox/faults, leaving out what is empty', async () => {
    expect(await errorsOf({ path: ' /sec/v2/oauth/token ', status: '400', code: 'invalid_grant' })).toEqual({});
    expect(faultFromForm({ ...EMPTY_FAULT_FORM, method: 'POST', path: ' /sec/v2/oauth/token ', status: '400', code: 'invalid_grant' })).toEqual({
      method: 'POST',
      path: '/sec/v2/oauth/token',
      status: 400,
      code: 'invalid_grant',
      delayMs: 0,
      times: 1,
    });
    expect(faultFromForm({ ...EMPTY_FAULT_FORM, path: '/api/*', delayMs: '8000', times: '2' })).toEqual({ path: '/api/*', delayMs: 8000, times: 2 });
  });

  it('describes a pending fault in one line', () => {
    expect(describeFault({ method: null, path: '/api/*', status: null, code: null, delayMs: 8000, times: 1 })).toBe(
      'Qualsiasi /api/* → 8000 ms (1 chiamata)',
    );
    expect(describeFault({ method: 'POST', path: '/sec/v2/oauth/token', status: 400, code: 'invalid_grant', delayMs: 0, times: 3 })).toBe(
      'POST /sec/v2/oauth/token → 400 invalid_grant (3 chiamate)',
    );
  });
});
