/**
 * The Italian postal code (CAP) of the Addresses step: five digits (00010 … 98168), typed as text so
 * the leading zero of "00100" is kept (forms.md). §5 does not list a CAP rule; its numeric message is
 * used for anything but digits, and the length message is ours.
 */
import * as z from 'zod/mini';
import { digitsOnly, required } from './common';

/** A CAP is exactly this many digits. */
export const POSTAL_CODE_LENGTH = 5;

/** Wording ours (§5 "Other field rules: not shown"). */
export const POSTAL_CODE_LENGTH_MESSAGE = 'Il CAP deve essere di 5 cifre';

/** Trimmed, required, digits only (§5 numeric message), exactly five of them. */
export const PostalCodeSchema = z
  .string()
  .check(
    z.trim(),
    required(),
    digitsOnly(),
    z.length(POSTAL_CODE_LENGTH, { error: POSTAL_CODE_LENGTH_MESSAGE }),
  );
