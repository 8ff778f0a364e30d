/**
 * The sandbox's admin JSON API (`/__sandbox/*`, same origin), typed for the console. The shapes come
 * from the server's own modules as type-only imports, so nothing of the server is bundled.
 */
import axios from 'redaxios';
import type { FaultPreset } from '../server/fault-presets';
import type { Fault, FaultRequest } from '../server/faults';
import type { OutboxMessage } from '../server/outbox';
import type { LoggedRequest } from '../server/requestLog';
import type { PersonaSummary } from '../server/seed';
import type { Registration, RegistrationSummary, UserSummary } from '../server/store';

export type { Fault, FaultPreset, LoggedRequest, OutboxMessage, Registration, RegistrationSummary, UserSummary };
export type Persona = PersonaSummary;
/** Body of `POST /__sandbox/faults`. */
export type FaultInput = FaultRequest;

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface RegistrationDetail {
  registration: Registration;
  user: UserSummary;
}

/** Mount point of the admin API. */
export const ADMIN_BASE = '/__sandbox';

const client = axios.create({ baseURL: ADMIN_BASE, headers: { accept: 'application/json' } });

/**
 * A readable message for a failed call: the standard error body's `context.message` (with its field
 * errors), an OAuth-style `error_description`, else the HTTP status, else the thrown error.
 */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, data } = error as { status?: number; data?: unknown };
    if (data && typeof data === 'object') {
      const body = data as {
        context?: { message?: string; errors?: { field?: string; message?: string }[] };
        error?: string;
        error_description?: string;
      };
      const fields = (body.context?.errors ?? [])
        .map((e) => (e.field ? `${e.field}: ${e.message ?? ''}` : (e.message ?? '')))
        .filter(Boolean);
      const main = body.context?.message ?? body.error_description ?? body.error;
      if (main) return fields.length > 0 ? `${main} (${fields.join('; ')})` : main;
    }
    if (typeof status === 'number' && status > 0) return `HTTP ${status}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export const api = {
  personas: async (): Promise<Persona[]> => (await client.get<{ personas: Persona[] }>('personas')).data.personas,
  session: async (phone: string): Promise<Tokens> => (await client.post<Tokens>('sessions', { phone })).data,
  registrations: async (phone?: string): Promise<RegistrationSummary[]> =>
    (await client.get<{ registrations: RegistrationSummary[] }>('registrations', phone ? { params: { phone } } : {})).data
      .registrations,
  registration: async (id: string): Promise<RegistrationDetail> =>
    (await client.get<RegistrationDetail>(`registrations/${encodeURIComponent(id)}`)).data,
  outbox: async (): Promise<OutboxMessage[]> => (await client.get<{ messages: OutboxMessage[] }>('outbox')).data.messages,
  faults: async (): Promise<Fault[]> => (await client.get<{ faults: Fault[] }>('faults')).data.faults,
  addFault: async (fault: FaultInput): Promise<Fault> => (await client.post<{ ok: boolean; fault: Fault }>('faults', fault)).data.fault,
  removeFault: async (id: number): Promise<void> => void (await client.delete(`faults/${id}`)),
  clearFaults: async (): Promise<void> => void (await client.delete('faults')),
  presets: async (): Promise<FaultPreset[]> => (await client.get<{ presets: FaultPreset[] }>('fault-presets')).data.presets,
  expireTokens: async (refresh: boolean): Promise<number> =>
    (await client.post<{ ok: boolean; expired: number }>('expire-tokens', { refresh })).data.expired,
  maintenance: async (): Promise<boolean> => (await client.get<{ on: boolean }>('maintenance')).data.on,
  setMaintenance: async (on: boolean): Promise<void> => void (await client.post('maintenance', { on })),
  requests: async (): Promise<LoggedRequest[]> => (await client.get<{ requests: LoggedRequest[] }>('requests')).data.requests,
  clearRequests: async (): Promise<void> => void (await client.delete('requests')),
  reset: async (): Promise<void> => void (await client.post('reset')),
};
