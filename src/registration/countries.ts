/**
 * Citizenships offered on the Citizenship screen: ISO 3166-1 alpha-2 codes (what the API stores), named
 * in Italian by the platform (`Intl.DisplayNames`), so no list of names ships in the bundle. Italy comes
 * first, the rest in Italian alphabetical order.
 */
export const ITALY = 'IT';

/** EU and EEA states, Switzerland, the UK, and the most frequent citizenships of residents in Italy. */
export const CITIZENSHIP_CODES = [
  'IT', 'AT', 'BE', 'BG', 'CY', 'HR', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'LV', 'LT', 'LU', 'MT',
  'NL', 'PL', 'PT', 'CZ', 'RO', 'SK', 'SI', 'ES', 'SE', 'HU', 'IS', 'LI', 'NO', 'CH', 'GB', 'SM', 'VA',
  'AL', 'MA', 'CN', 'UA', 'IN', 'PH', 'BD', 'EG', 'PK', 'MD', 'LK', 'SN', 'NG', 'TN', 'PE', 'EC', 'MK',
  'RS', 'BR', 'AR', 'US', 'CA', 'RU', 'GH', 'DZ', 'BA', 'XK', 'DO', 'CU', 'CO', 'JP', 'AU', 'IR', 'TR',
] as const;

/** The Italian name of a country code, or the code itself where the platform has no names. */
export function countryName(code: string, locale = 'it'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** `{ code, name }` for each citizenship: Italy first, then by Italian name. */
export function citizenshipOptions(locale = 'it'): { code: string; name: string }[] {
  const names = CITIZENSHIP_CODES.map((code) => ({ code, name: countryName(code, locale) }));
  const collator = new Intl.Collator(locale);
  return [
    ...names.filter((option) => option.code === ITALY),
    ...names.filter((option) => option.code !== ITALY).sort((a, b) => collator.compare(a.name, b.name)),
  ];
}
