/**
 * Types shared by the framework declarations (react.ts, vue.ts): the element's attributes, properties and
 * event listeners, derived from element/surface.ts (the one source of truth), never retyped.
 */
import type { OnboardingConfig, OnboardingEventMap, OnboardingEventName, PropertyName } from './element';

/** `apiBase` -> `api-base`, as `attributeName` in surface.ts does it at runtime. */
type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

/**
 * An attribute's value: the property's type for text values (a string, or the `routing` union); JSON-valued
 * properties (`help-contacts`, `error-reporter-settings`) take their JSON text as an attribute.
 */
type AttributeValue<K extends PropertyName> = OnboardingConfig[K] extends string ? OnboardingConfig[K] : string;

/** Every configuration attribute, kebab-case, optional. */
export type BankOnboardingAttributes = { [K in PropertyName as KebabCase<K>]?: AttributeValue<K> };

/** Every configuration property, camelCase, optional (React 19 and Vue set properties when they exist). */
export type BankOnboardingProperties = Partial<OnboardingConfig>;

/** A listener of the element's event `N`. */
export type BankOnboardingListener<N extends OnboardingEventName> = (event: OnboardingEventMap[N]) => void;
