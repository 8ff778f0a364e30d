/**
 * Test helper of the console's component tests: an in-memory `/__sandbox/*` answering through a
 * stubbed `fetch` (redaxios uses the global fetch), with the server's shapes, recording every call.
 */
import { vi } from 'vitest';
import { createFetchMock, jsonResponse } from '../../test/support/fetch-mock';
import type { RecordedCall } from '../../test/support/fetch-mock';
import type { Fault, FaultInput, FaultPreset, LoggedRequest, OutboxMessage, Persona, RegistrationDetail } from './api';

export interface FakeState {
  personas: Persona[];
  messages: OutboxMessage[];
  faults: Fault[];
  presets: FaultPreset[];
  requests: LoggedRequest[];
  registrations: RegistrationDetail[];
  maintenance: boolean;
}

export const PERSONAS: Persona[] = [
  {
    phone: '3331000001',
    code: '13579',
    state: 'PENDING; CONSUMER_PREREGISTERED, telefono NOT_CERTIFIED',
    landsOn: '/confirmSms (1,6)',
    userId: 'usr-p01',
    registrationId: 'reg-p01',
  },
  { phone: '3331000007', code: '24680', state: 'ENABLED, wallet CORPORATE', landsOn: '/ageForm (1,0)', userId: 'usr-p07' },
];

export const PRESETS: FaultPreset[] = [
  {
    id: 'step-rejected',
    label: 'Registrazione rifiutata (USR_REG_6003)',
    description: 'Al prossimo invio di un passo il server risponde USR_REG_6003.',
    fault: {
      method: 'POST',
      path: '/api/usr/v2/registrations/*/update-registration-progress',
      status: 400,
      code: 'USR_REG_6003',
      message: 'Registrazione rifiutata',
    },
  },
  { id: 'api-503', label: 'Servizio non disponibile (503)', description: 'La prossima chiamata /api risponde 503.', fault: { path: '/api/*', status: 503 } },
];

export function registrationDetail(id: string, phone: string, data: Record<string, unknown>): RegistrationDetail {
  return {
    registration: {
      id,
      flow: 'CONSUMER',
      type: 'REGISTRATION',
      status: 'CONSUMER_PREREGISTERED',
      closed: false,
      code: null,
      currentStep: 3,
      mode: null,
      phoneNumberStatus: 'CERTIFIED',
      startLevel: null,
      targetLevel: null,
      startProfile: null,
      targetProfile: null,
      user: { id: `usr-${id}`, status: 'PENDING' },
      business: null,
      infocertSignRunning: false,
      upgradeFromBConsumerToAConsumer: false,
      isUpgrade: false,
      premiumActivationRequested: false,
      prepaidCardResource: null,
      data,
    },
    user: { id: `usr-${id}`, phone, status: 'PENDING' },
  };
}

export const REGISTRATIONS: RegistrationDetail[] = [
  registrationDetail('reg-p01', '+393331000001', { firstName: 'Giulia', lastName: 'Bianchi', birthDate: '1992-03-14' }),
  registrationDetail('reg-x02', '+393339999999', {}),
];

/** Installs the fake sandbox as the global fetch; `state` may be changed by a test. */
export function installFakeSandbox(over: Partial<FakeState> = {}) {
  const state: FakeState = {
    personas: PERSONAS,
    messages: [],
    faults: [],
    presets: PRESETS,
    requests: [],
    registrations: REGISTRATIONS,
    maintenance: false,
    ...over,
  };
  let nextFault = 1;
  /** Per-route overrides (e.g. an error answer), checked first. */
  const overrides = new Map<string, (call: RecordedCall) => Response | Promise<Response>>();

  const mock = createFetchMock((call) => {
    const url = new URL(call.url, 'http://localhost');
    const route = `${call.method} ${url.pathname}`;
    const override = overrides.get(route);
    if (override) return override(call);
    const body = call.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
    const oneFault = /^DELETE \/__sandbox\/faults\/(\d+)$/.exec(route);
    if (oneFault) {
      state.faults = state.faults.filter((f) => f.id !== Number(oneFault[1]));
      return jsonResponse(200, { ok: true });
    }
    const oneRegistration = /^GET \/__sandbox\/registrations\/([^/]+)$/.exec(route);
    if (oneRegistration) {
      const found = state.registrations.find((r) => r.registration.id === decodeURIComponent(oneRegistration[1] ?? ''));
      return found ? jsonResponse(200, found) : jsonResponse(404, { trace: 't', context: { code: 'NOT_FOUND', message: 'Registrazione sconosciuta' } });
    }
    switch (route) {
      case 'GET /__sandbox/personas':
        return jsonResponse(200, { personas: state.personas });
      case 'POST /__sandbox/sessions':
        return state.personas.some((p) => p.phone === body.phone)
          ? jsonResponse(200, { access_token: `at+${String(body.phone)}`, refresh_token: `rt/${String(body.phone)}` })
          : jsonResponse(404, { trace: 't', context: { code: 'NOT_FOUND', message: 'Telefono sconosciuto' } });
      case 'GET /__sandbox/outbox':
        return jsonResponse(200, { messages: state.messages });
      case 'GET /__sandbox/faults':
        return jsonResponse(200, { faults: state.faults });
      case 'POST /__sandbox/faults': {
        const input = body as unknown as FaultInput;
        const fault: Fault = {
          id: nextFault++,
          method: input.method ?? null,
          path: input.path,
          status: input.status ?? null,
          body: undefined,
          code: input.code ?? null,
          message: input.message ?? null,
          delayMs: input.delayMs ?? 0,
          times: input.times ?? 1,
        };
        state.faults = [...state.faults, fault];
        return jsonResponse(200, { ok: true, fault });
      }
      case 'DELETE /__sandbox/faults':
        state.faults = [];
        return jsonResponse(200, { ok: true });
      case 'GET /__sandbox/fault-presets':
        return jsonResponse(200, { presets: state.presets });
      case 'POST /__sandbox/expire-tokens':
        return jsonResponse(200, { ok: true, expired: body.refresh ? 5 : 2 });
      case 'GET /__sandbox/maintenance':
        return jsonResponse(200, { on: state.maintenance });
      case 'POST /__sandbox/maintenance':
        state.maintenance = Boolean(body.on);
        return jsonResponse(200, { ok: true, on: state.maintenance });
      case 'GET /__sandbox/requests':
        return jsonResponse(200, { requests: state.requests });
      case 'DELETE /__sandbox/requests':
        state.requests = [];
        return jsonResponse(200, { ok: true });
      case 'GET /__sandbox/registrations': {
        const phone = url.searchParams.get('phone');
        const registrations = state.registrations
          .filter((r) => !phone || r.user.phone.includes(phone))
          .map(({ registration: r, user }) => ({
            id: r.id,
            userId: user.id,
            phone: user.phone,
            userStatus: user.status,
            flow: r.flow,
            type: r.type,
            status: r.status,
            closed: r.closed,
            currentStep: r.currentStep,
            phoneNumberStatus: r.phoneNumberStatus,
            createdAt: '2026-11-23T08:00:00.000Z',
            updatedAt: '2026-11-23T08:00:00.000Z',
          }));
        return jsonResponse(200, { registrations });
      }
      case 'POST /__sandbox/reset':
        state.faults = [];
        state.messages = [];
        state.requests = [];
        state.maintenance = false;
        return jsonResponse(200, { ok: true });
      default:
        return jsonResponse(501, { trace: 't', context: { code: 'UNMOCKED', message: route } });
    }
  });
  vi.stubGlobal('fetch', mock.fetch);

  const callsTo = (route: string) => mock.calls.filter((c) => `${c.method} ${new URL(c.url, 'http://localhost').pathname}` === route);
  const bodyOf = (call: RecordedCall | undefined): unknown => (call?.body ? JSON.parse(call.body) : undefined);
  return { state, calls: mock.calls, callsTo, bodyOf, overrides };
}
