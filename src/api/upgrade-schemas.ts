/**
 * The upgrade and renewal flows: what the bank already knows of a customer (`GET users/me/details` ->
 * `profile`) and the prepaid card of a wallet instrument (`walletInstrumentResource.prepaidCardId`). Neither
 * shape is shown in spec §7: these are the sandbox's (demo-host/server/repositories/users.ts `UserProfile`,
 * `WalletInstrument`). Read leniently: a key absent, null or of another type is unknown, and the upgrade's data
 * steps ask for it.
 */
import * as z from 'zod/mini';

/** A text the profile knows, or undefined (null, '' and any other type count as unknown). */
const knownText = z.pipe(
  z.catch(z.nullish(z.string()), null),
  z.transform((value: string | null | undefined) => (value && value.trim() ? value : undefined)),
);

/** The profile keys the upgrade's data steps read (the registration `data` keys of the steps that ask them). */
export const ProfileSchema = z.looseObject({
  level: z.catch(z.nullish(z.enum(['A', 'B'])), null),
  firstName: knownText,
  lastName: knownText,
  /** yyyy-mm-dd. */
  birthDate: knownText,
  email: knownText,
  emailConfirmed: z.catch(z.nullish(z.boolean()), null),
  /** '+39…'. */
  phoneNumber: knownText,
  /** ISO 3166-1 alpha-2. */
  citizenship: knownText,
  birthPlace: knownText,
  fiscalCode: knownText,
  documentType: knownText,
  /** A customer who opened their account as a minor. */
  formerMinor: z.catch(z.nullish(z.boolean()), null),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** `users/me/details` with the profile (null for a visitor who is not a customer yet). */
export const DetailsProfileSchema = z.looseObject({
  profile: z.catch(z.nullish(ProfileSchema), null),
});

/** A wallet instrument's prepaid card product (the card `prepaid-cards` lists under the same id). */
export const WalletCardSchema = z.looseObject({
  walletInstrumentResource: z.catch(z.nullish(z.looseObject({ prepaidCardId: knownText })), null),
});
