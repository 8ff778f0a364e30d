/**
 * Test support of the console's component tests: an in-memory stand-in for `/__sandbox/*` with the
 * shapes of demo-host/server/admin.ts, answering through a stubbed `fetch` and recording the calls.
 */
import { vi } from 'vitest';
import { createFetchMock, jsonResponse } from './fetch-mock';
import type { Fault, FaultInput, FaultPreset, LoggedRequest, OutboxMessage, Persona, RegistrationDetail } from '../../demo-host/sandbox-console/api';

export interface FakeSandbox {
  personas: Persona[];
  messages: OutboxMessage[];
  faults: Fault[];
  presets: FaultPreset[];
  requests: LoggedRequest[];
  registrations: RegistrationDetail[];
  maintenance: boolean;
  resets: number;
}

const PERSONAS: Persona[] = [
  { phone: '3331000001', code: '13579', state: 'PENDING; CONSUMER_PREREGISTERED, phone NOT_CERTIFIED, step 1', landsOn: '/confirmSms (1,6)', userId: 'usr-p01', registrationId: 'reg-p01' },
  { phone: '3331000007', code: '13579', state: 'ENABLED, defaultWallet CORPORATE', landsOn: '/ageForm (1,0)', userId: 'usr-p07' },
];

export const PRESETS: FaultPreset[] = [
  {
    id: 'step-rejected',
    label: 'Registrazione rifiutata (USR_REG_6003)',
    description: 'Al prossimo salvataggio del passo.',
    fault: { method: 'POST', path: '/api/usr/v2/registrations/*/update-registration-progress', status: 400, code: 'USR_REG_6003', message: 'Rifiutata', times: 1 },
  },
];

const REGISTRATION: RegistrationDetail = {
  registration: {
    id: 'reg-p01',
    flow: 'CONSUMER',
    type: 'REGISTRATION',
    status: 'CONSUMER_PREREGISTERED',
    closed: false,
    code: null,
    currentStep: 1,
    mode: null,
    phoneNumberStatus: 'NOT_CERTIFIED',
    startLevel: null,
    targetLevel: null,
    startProfile: null,
    targetProfile: null,
    user: { id: 'usr-p01', status: 'PENDING' },
    business: null,
    infocertSignRunning: false,
    upgradeFromBConsumerToAConsumer: false,
    isUpgrade: false,
    premiumActivationRequested: false,
    prepaidCardResource: null,
    data: { firstName: 'Giulia', lastName: 'Bianchi', birthDate: '1992-03-14' },
  },
  user: { id: 'usr-p01', phone: '+393331000001', status: 'PENDING' },
};

/** Installs the fake; `state` can be changed by a test between polls. */
export function fakeSandbox(over: Partial<FakeSandbox> = {}) {
  const state: FakeSandbox = {
    personas: PERSONAS,
    messages: [],
    faults: [],
    presets: PRESETS,
    requests: [],
    registrations: [REGISTRATION],
    maintenance: false,
    resets: 0,
    ...over,
  };
  let nextFault = 1;
  const mock = createFetchMock((call) => {
    const url = new URL(call.url, 'http://localhost');
    const route = `${call.method} ${url.pathname}`;
    const body = call.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
    const removeFault = /^DELETE \/__sandbox\/faults\/(\d+)$/.exec(route);
    const registration = /^GET \/__sandbox\/registrations\/(.+)$/.exec(route);
    if (removeFault) {
      state.faults = state.faults.filter((fault) => fault.id !== Number(removeFault[1]));
      return jsonResponse(200, { ok: true });
    }
    if (registration) {
      const found = state.registrations.find((r) => r.registration.id === decodeURIComponent(registration[1] ?? ''));
      return found ? jsonResponse(200, found) : jsonResponse(404, { context: { code: 'NOT_FOUND', message: 'Registrazione sconosciuta' } });
    }
    switch (route) {
      case 'GET /__sandbox/personas':
        return jsonResponse(200, { personas: state.personas });
      case 'POST /__sandbox/sessions':
        return state.personas.some((p) => p.phone === body.phone)
          ? jsonResponse(200, { access_token: `at-${String(body.phone)}`, refresh_token: `rt-${String(body.phone)}` })
          : jsonResponse(404, { context: { code: 'NOT_FOUND', message: 'Nessun utente con questo telefono' } });
      case 'GET /__sandbox/outbox':
        return jsonResponse(200, { messages: state.messages });
      case 'GET /__sandbox/faults':
        return jsonResponse(200, { faults: state.faults });
      case 'POST /__sandbox/faults': {
        const input = body as unknown as FaultInput;
        const fault: Fault = {
          id: nextFault++,
          method: input.method ?? null,
          body: undefined,
          path: input.path,
          status: input.status ?? null,
          code: input.code ?? null,
          message: input.message ?? null,
          delayMs: input.delayMs ?? 0,
          drop: input.drop ?? false,
          except: input.except ?? [],
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
        return jsonResponse(200, { ok: true, expired: body.refresh ? 4 : 2 });
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
        const list = state.registrations
          .filter((r) => !phone || r.user.phone.endsWith(phone))
          .map(({ registration, user }) => ({
            id: registration.id,
            userId: user.id,
            phone: user.phone,
            userStatus: user.status,
            flow: registration.flow,
            type: registration.type,
            status: registration.status,
            closed: registration.closed,
            currentStep: registration.currentStep,
            phoneNumberStatus: registration.phoneNumberStatus,
            createdAt: '2026-11-23T08:00:00.000Z',
            updatedAt: '2026-11-23T08:00:00.000Z',
          }));
        return jsonResponse(200, { registrations: list });
      }
      case 'POST /__sandbox/reset':
        state.resets += 1;
        state.faults = [];
        state.messages = [];
        return jsonResponse(200, { ok: true });
      default:
        return jsonResponse(501, { context: { code: 'UNMOCKED', message: route } });
    }
  });
  vi.stubGlobal('fetch', mock.fetch);
  const callsTo = (route: string) => mock.calls.filter((call) => `${call.method} ${new URL(call.url, 'http://localhost').pathname}` === route);
  return { state, calls: mock.calls, callsTo };
}
