/**
 * Public entry of the API layer: the client, its error, the schemas, and one namespace per
 * API area of spec §7.
 */
export * from './client';
export * from './schemas';
export * as auth from './auth';
export * as users from './users';
export * as registrations from './registrations';
export * as certificate from './certificate';
export * as recognition from './recognition';
export * as documents from './documents';
export * as help from './help';
