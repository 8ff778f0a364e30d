/**
 * The fault form's schema (zod/mini, as the element's forms): what the tester types, as strings, to the
 * body of `POST /__sandbox/faults`. Messages in Italian, one per field.
 */
import * as z from 'zod/mini';
import type { FaultInput } from './api';
import { CONSOLE_COPY } from './copy';

const COPY = CONSOLE_COPY.faults;

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export interface FaultFormValues {
  method: string;
  path: string;
  status: string;
  code: string;
  message: string;
  delayMs: string;
  times: string;
}

export const EMPTY_FAULT_FORM: FaultFormValues = { method: '', path: '', status: '', code: '', message: '', delayMs: '0', times: '1' };

/** A whole number in [min, max] typed as text, or (when `optional`) nothing. */
const integerText = (min: number, max: number, message: string, optional: boolean) =>
  z.string().check(
    z.refine((value) => {
      const text = value.trim();
      if (text === '') return optional;
      const number = Number(text);
      return /^\d+$/.test(text) && number >= min && number <= max;
    }, message),
  );

export const faultFormSchema = z
  .object({
    method: z.string(),
    path: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, COPY.pathRequired),
        z.regex(/^\/(api|sec)(\/|\*|$)/, COPY.pathInvalid),
      ),
    status: integerText(100, 599, COPY.statusInvalid, true),
    code: z.string(),
    message: z.string(),
    delayMs: integerText(0, 120_000, COPY.delayInvalid, true),
    times: integerText(1, 10_000, COPY.timesInvalid, false),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.status.trim() === '' && (values.code.trim() || values.message.trim())) {
        context.addIssue({ code: 'custom', path: ['status'], message: COPY.needsStatus, input: values.status });
      }
    }),
  );

/** The request body for valid form values: empty texts left out. */
export function faultFromForm(values: FaultFormValues): FaultInput {
  const fault: FaultInput = { path: values.path.trim(), times: Number(values.times.trim()) };
  if (values.method) fault.method = values.method;
  if (values.status.trim()) fault.status = Number(values.status.trim());
  if (values.code.trim()) fault.code = values.code.trim();
  if (values.message.trim()) fault.message = values.message.trim();
  if (values.delayMs.trim()) fault.delayMs = Number(values.delayMs.trim());
  return fault;
}

/** A pending fault in one line: "POST /api/… → 400 USR_REG_6003, 8000 ms, 1 chiamata". */
export function describeFault(fault: {
  method: string | null;
  path: string;
  status: number | null;
  code: string | null;
  delayMs: number;
  times: number;
}): string {
  const answer = [fault.status ? `${fault.status}${fault.code ? ` ${fault.code}` : ''}` : null, fault.delayMs ? `${fault.delayMs} ms` : null]
    .filter(Boolean)
    .join(', ');
  return `${fault.method ?? COPY.anyMethod} ${fault.path} → ${answer || '–'} (${COPY.remaining(fault.times)})`;
}
