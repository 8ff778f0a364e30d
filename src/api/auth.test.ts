import { describe, expect, it, vi } from 'vitest';
import { login, loginFailureMessage, loginUsername } from './auth';
import { ApiError } from './client';
import { jsonResponse } from '../../test/support/fetch-mock';
import { recordingClient } from '../../test/support/api-client';

describe('auth', () => {
  it('§4 Login / §5 the username is prefixed with +39 unless it already starts with +39', () => {
    expect(loginUsername('3331234567')).toBe('+393331234567');
    expect(loginUsername('+393331234567')).toBe('+393331234567');
    expect(loginUsername(' 3331234567 ')).toBe('+393331234567');
  });

  it('§7 Authentication login posts the password grant form with clientId webapp (§6) and stores both tokens', async () => {
    const onTokens = vi.fn();
    const { api, calls } = recordingClient(
      () => jsonResponse(200, { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 300 }),
      { getAccessToken: () => null, onTokens },
    );
    const tokens = await login(api, { phoneNumber: '3331234567', accessCode: '13579' });
    expect(tokens).toMatchObject({ access_token: 'a', refresh_token: 'r' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://sec.example/sec/v2/oauth/token');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[0]?.body).toBe('grant_type=password&username=%2B393331234567&password=13579&clientId=webapp');
    expect(onTokens).toHaveBeenCalledExactlyOnceWith({ access_token: 'a', refresh_token: 'r' });
  });

  it('§8 login failure with invalid_grant shows "Credenziali errate"; other errors show no text', async () => {
    const { api, calls } = recordingClient(() =>
      jsonResponse(400, { error: 'invalid_grant', error_description: 'Bad credentials', trace: 'tr-1' }),
    );
    const err = await login(api, { phoneNumber: '333', accessCode: '1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(loginFailureMessage(err as ApiError)).toBe('Credenziali errate');
    expect(calls).toHaveLength(1);
    expect(loginFailureMessage({ code: 'invalid_request' })).toBeNull();
    expect(loginFailureMessage(null)).toBeNull();
  });
});
