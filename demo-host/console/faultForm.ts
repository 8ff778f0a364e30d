/**
 * The fault form (issue 10 §3): its zod schema over the raw field strings, with Italian messages, the
 * mapping to a `POST /__sandbox/faults` body, and a small react-hook-form resolver.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { FaultInput } from './api';
import { COPY } from './copy';

const E = COPY.faults.errors;

export const METHODS = ['', 'GET', 'POST', 'PUT', 'DELETE'] as const;

/** The form's values: what the inputs hold (strings). */
export interface FaultFormValues {
  method: (typeof METHODS)[number];
  path: string;
  status: string;
  code: string;
  message: string;
  delayMs: string;
  times: string;
}

export const EMPTY_FAULT_FORM: FaultFormValues = { method: '', path: '', status: '', code: '', message: '', delayMs: '', times: '' };

/** Same rule as the server: `/api` or `/sec` first; `*` only last (prefix) or as a whole segment. */
export function pathProblem(path: string): string | undefined {
  const value = path.trim();
  if (value === '') return E.pathRequired;
  if (!/^\/(api|sec)(\/|\*|$)/.test(value)) return E.pathPrefix;
  const fixed = value.endsWith('*') ? value.slice(0, -1) : value;
  if (!fixed.split('/').every((segment) => segment === '*' || !segment.includes('*'))) return E.pathStar;
  return undefined;
}

/** An optional integer field in [min, max]: '' → undefined. */
function optionalInt(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), { message })
    .transform((v) => (v === '' ? undefined : Number(v)));
}

const optionalText = z
  .string()
  .trim()
  .max(500, { message: E.tooLong })
  .transform((v) => (v === '' ? undefined : v));

export const faultFormSchema = z
  .object({
    method: z.enum(METHODS),
    path: z.string().superRefine((path, ctx) => {
      const problem = pathProblem(path);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    status: optionalInt(100, 599, E.status),
    code: optionalText,
    message: optionalText,
    delayMs: optionalInt(0, 120_000, E.delay),
    times: optionalInt(1, 10_000, E.times),
  })
  .superRefine((fault, ctx) => {
    if (fault.status !== undefined) return;
    for (const key of ['code', 'message'] as const) {
      if (fault[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: E.needsStatus });
    }
  })
  .transform((fault): FaultInput => {
    const input: FaultInput = { path: fault.path.trim() };
    if (fault.method) input.method = fault.method;
    if (fault.status !== undefined) input.status = fault.status;
    if (fault.code !== undefined) input.code = fault.code;
    if (fault.message !== undefined) input.message = fault.message;
    if (fault.delayMs !== undefined) input.delayMs = fault.delayMs;
    if (fault.times !== undefined) input.times = fault.times;
    return input;
  });

/** Validates the form's values: the request body, or the first Italian message of each field. */
export function validateFaultForm(values: FaultFormValues): { ok: true; value: FaultInput } | { ok: false; errors: Partial<Record<keyof FaultFormValues, string>> } {
  const result = faultFormSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<keyof FaultFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof FaultFormValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** react-hook-form resolver over {@link validateFaultForm}. */
export const faultFormResolver: Resolver<FaultFormValues, unknown, FaultInput> = (values) => {
  const result = validateFaultForm(values);
  if (result.ok) return { values: result.value, errors: {} };
  const errors: FieldErrors<FaultFormValues> = {};
  for (const [key, message] of Object.entries(result.errors)) {
    errors[key as keyof FaultFormValues] = { type: 'validate', message };
  }
  return { values: {}, errors };
};
