/**
 * The sandbox's admin surface (`/__sandbox/*`, demo-host/server/admin.ts), typed for the console. Same
 * origin, JSON in and out, no tokens: it exists only in the sandbox.
 */
import axios from 'redaxios';
// The shapes the server answers with, from its own modules (type-only: nothing of the server is bundled).
import type { FaultPreset } from '../server/fault-presets';
import type { Fault, FaultRequest as FaultInput } from '../server/faults';
import type { OutboxMessage } from '../server/outbox';
import type { LoggedRequest } from '../server/requestLog';
import type { PersonaSummary as Persona } from '../server/seed';
import type { Registration, RegistrationSummary } from '../server/repositories/registrations';
import type { UserSummary } from '../server/repositories/users';

export type { Fault, FaultInput, FaultPreset, LoggedRequest, OutboxMessage, Persona, RegistrationSummary };

const ADMIN_BASE = '/__sandbox';

const admin = axios.create({ baseURL: ADMIN_BASE });

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** `GET /__sandbox/registrations/:id`: the registration as stored, and its user. */
export interface RegistrationDetail {
  registration: Registration;
  user: UserSummary;
}

/** The message of a failed admin call: the sandbox's `context.message`, else the HTTP status. */
export function adminErrorMessage(error: unknown): string {
  const response = error as { status?: number; data?: { context?: { message?: string }; error?: string } };
  return response?.data?.context?.message ?? response?.data?.error ?? (response?.status ? `HTTP ${response.status}` : String(error));
}

export const adminApi = {
  personas: async () => (await admin.get<{ personas: Persona[] }>('personas')).data.personas,
  session: async (phone: string) => (await admin.post<Tokens>('sessions', { phone })).data,
  outbox: async () => (await admin.get<{ messages: OutboxMessage[] }>('outbox')).data.messages,
  faults: async () => (await admin.get<{ faults: Fault[] }>('faults')).data.faults,
  presets: async () => (await admin.get<{ presets: FaultPreset[] }>('fault-presets')).data.presets,
  addFault: async (fault: FaultInput) => (await admin.post<{ fault: Fault }>('faults', fault)).data.fault,
  removeFault: async (id: number) => void (await admin.delete(`faults/${id}`)),
  clearFaults: async () => void (await admin.delete('faults')),
  expireTokens: async (refresh: boolean) => (await admin.post<{ expired: number }>('expire-tokens', { refresh })).data.expired,
  maintenance: async () => (await admin.get<{ on: boolean }>('maintenance')).data.on,
  setMaintenance: async (on: boolean) => (await admin.post<{ on: boolean }>('maintenance', { on })).data.on,
  requests: async () => (await admin.get<{ requests: LoggedRequest[] }>('requests')).data.requests,
  clearRequests: async () => void (await admin.delete('requests')),
  registrations: async (phone?: string) =>
    (await admin.get<{ registrations: RegistrationSummary[] }>('registrations', phone ? { params: { phone } } : {})).data
      .registrations,
  registration: async (id: string) => (await admin.get<RegistrationDetail>(`registrations/${encodeURIComponent(id)}`)).data,
  reset: async () => void (await admin.post('reset')),
};
