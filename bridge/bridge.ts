/**
 * The bridge one `<bank-onboarding>` element uses to talk to its host (DESIGN.md §5).
 *
 * Outbound: `send(type, payload)` validates the envelope with the shared zod schema, hands it
 * to the detected transport and also dispatches it on the element as the DOM event
 * `onboarding-bridge-message` (so web hosts, QA tools and the "none" transport see it).
 *
 * Inbound: the documented global `window.bankOnboarding.receive(message)`. Several elements
 * may live on one page, so the global is one stable object holding a registry of live
 * bridges; each valid message goes to every one of them. Messages are parsed as data only.
 *
 * The schemas (messages.ts, with zod) load on demand, so the element's entry does not carry zod:
 * creating a bridge starts the load, and messages sent or received in the few milliseconds before it
 * completes wait in order and are validated then. Once loaded, everything is synchronous.
 */
import type * as Messages from './messages';
import type { InboundMessage, OutboundMessage, OutboundPayload, OutboundType } from './messages';
import { envelope } from './envelope';
import { WARN_PREFIX } from './protocol';

type Schemas = typeof Messages;

let schemas: Schemas | undefined;
let loadingSchemas: Promise<Schemas> | undefined;

/**
 * Loads the message schemas (once per page). Resolves when sending and receiving are synchronous.
 * A failed load is retried on the next call.
 */
export function loadBridgeSchemas(): Promise<Schemas> {
  loadingSchemas ??= import('./messages').then(
    (module) => (schemas = module),
    (error: unknown) => {
      loadingSchemas = undefined;
      throw error;
    },
  );
  return loadingSchemas;
}

/** Runs `run` with the schemas: now when loaded, else once they are (failures are logged, the work waits for a retry). */
function withSchemas(run: (loaded: Schemas) => void): void {
  if (schemas) {
    run(schemas);
    return;
  }
  loadBridgeSchemas().then(run, (error: unknown) => {
    console.warn(`${WARN_PREFIX} message schemas failed to load`, error);
  });
}
import type { Transport, TransportKind } from './transports';
import { detectTransport } from './transports';

/** Name of the DOM event carrying every outbound envelope (fixed; part of the element's event map). */
export const BRIDGE_EVENT = 'onboarding-bridge-message';

/** The DOM event dispatched on the element for every outbound message; bubbles and is composed. */
export type BridgeMessageEvent = CustomEvent<OutboundMessage>;

/** The documented global inbound hook, `window.bankOnboarding`. */
interface BankOnboardingHook {
  /**
   * Deliver a message from the host app, e.g. `{ type: 'back' }` for the Android hardware back
   * button, as an object or its JSON string. Returns `true` when the message was valid and at
   * least one live element received it, `false` when it was rejected (a warning is logged) or
   * no element is listening.
   */
  receive(message: unknown): boolean;
}

declare global {
  interface Window {
    /** Inbound hook of `<bank-onboarding>`'s native bridge (see bridge/README.md). */
    bankOnboarding?: BankOnboardingHook;
  }
}

/** Thrown by `send` in development builds when a message does not match its schema. */
export class BridgeMessageError extends Error {
  override name = 'BridgeMessageError';
}

/** Options of {@link createBridge}. */
export interface BridgeOptions {
  /** The element: outbound DOM events are dispatched on it. */
  host: HTMLElement;
  /** Window whose host objects and global hook are used (default: the global `window`). */
  win?: Window;
  /** Explicit origin of the embedding page; enables the parent-frame transport (never `'*'`). */
  parentOrigin?: string;
  /** Called with every valid inbound message while the bridge is live. */
  onInbound: (message: InboundMessage) => void;
  /**
   * Invalid outbound messages throw when true and only warn when false. Defaults to the
   * build mode (`import.meta.env.DEV`): loud while developing, never crashing in production.
   */
  dev?: boolean;
}

/** One element's bridge. */
export interface Bridge {
  /** The transport in use, detected once at creation. */
  readonly kind: TransportKind;
  /**
   * Validate and send an outbound message. Returns `true` when sent (or waiting, in order, for the
   * schemas to load); `false` when invalid (production) or after `dispose()`. Throws
   * {@link BridgeMessageError} for an invalid message in development once the schemas are loaded
   * (before that, it is logged and dropped). A failing transport is caught and logged, never thrown.
   */
  send<T extends OutboundType>(type: T, payload: OutboundPayload<T>): boolean;
  /** Stop receiving inbound messages and sending; idempotent. The global hook stays. */
  dispose(): void;
}

type Receiver = (message: InboundMessage) => void;

/** Shared across copies of this module on one page (hence `Symbol.for`). */
const RECEIVERS: unique symbol = Symbol.for('bank-onboarding.bridge.receivers');

interface InstalledHook extends BankOnboardingHook {
  readonly [RECEIVERS]: Set<Receiver>;
}

function isInstalledHook(value: unknown): value is InstalledHook {
  return typeof value === 'object' && value !== null && (value as Partial<InstalledHook>)[RECEIVERS] instanceof Set;
}

/**
 * Return the global hook of `win`, installing it on first use. A hook installed earlier (by
 * another element, or another copy of the bundle) is reused so its receivers are kept. A
 * foreign `window.bankOnboarding` with its own `receive` is kept too: it still gets every
 * message after ours.
 */
function installHook(win: Window): InstalledHook {
  const existing: unknown = win.bankOnboarding;
  if (isInstalledHook(existing)) return existing;

  const previous =
    typeof existing === 'object' && existing !== null && typeof (existing as Partial<BankOnboardingHook>).receive === 'function'
      ? (existing as BankOnboardingHook)
      : null;
  const receivers = new Set<Receiver>();

  /** Delivers a validated inbound message to every live element; true when one took it. */
  const deliverInbound = ({ parseInbound }: Schemas, message: unknown): boolean => {
    let accepted = false;
    const parsed = parseInbound(message);
    if (parsed !== null) {
      if (receivers.size === 0 && previous === null) {
        console.warn(`${WARN_PREFIX} inbound "${parsed.type}" ignored: no element is listening`);
      }
      // Copy first: a receiver may dispose its bridge (or create one) while we deliver.
      for (const deliver of [...receivers]) {
        accepted = true;
        try {
          deliver(parsed);
        } catch (error) {
          console.warn(`${WARN_PREFIX} inbound handler failed`, error);
        }
      }
    }
    return accepted;
  };

  const receive = (message: unknown): boolean => {
    let accepted: boolean;
    if (schemas) {
      accepted = deliverInbound(schemas, message);
    } else {
      // Before the schemas have loaded (the first milliseconds): validated and delivered once they have.
      withSchemas((loaded) => void deliverInbound(loaded, message));
      accepted = receivers.size > 0;
    }
    if (previous !== null) {
      try {
        accepted = previous.receive(message) === true || accepted;
      } catch (error) {
        console.warn(`${WARN_PREFIX} previous window.bankOnboarding.receive failed`, error);
      }
    }
    return accepted;
  };

  // Frozen: page scripts cannot swap `receive` out from under the live elements.
  const hook = Object.freeze(Object.defineProperty({ receive }, RECEIVERS, { value: receivers })) as InstalledHook;
  win.bankOnboarding = hook;
  return hook;
}

/** Freeze the envelope and its payload so no listener can change what others receive. */
function freezeMessage(msg: OutboundMessage): OutboundMessage {
  Object.freeze(msg.payload);
  return Object.freeze(msg);
}

/** Create the bridge for one element. Call `dispose()` when the element is disconnected. */
export function createBridge(opts: BridgeOptions): Bridge {
  const win = opts.win ?? window;
  const dev = opts.dev ?? import.meta.env.DEV;
  const transport: Transport = detectTransport(win, { parentOrigin: opts.parentOrigin });
  const hook = installHook(win);
  let disposed = false;

  // Wrapped so the same callback passed to two bridges still counts as two registrations.
  const receiver: Receiver = (message) => opts.onInbound(message);
  hook[RECEIVERS].add(receiver);
  void loadBridgeSchemas().catch(() => undefined);

  /** Outbound messages waiting for the schemas, in order. */
  const waiting: OutboundMessage[] = [];

  /** Validates and delivers one message; `strict`: throw on an invalid one in development. */
  function deliver({ outboundMessage, describeIssues }: Schemas, message: OutboundMessage, strict: boolean): boolean {
    const result = outboundMessage.safeParse(message);
    if (!result.success) {
      const text = `${WARN_PREFIX} invalid outbound message "${String(message.type)}": ${describeIssues(result.error)}`;
      if (dev && strict) throw new BridgeMessageError(text);
      console.warn(text);
      return false;
    }
    const msg = freezeMessage(result.data);
    try {
      transport.send(msg);
    } catch (error) {
      // The host app misbehaving must not break the wizard: the DOM event still goes out.
      console.warn(`${WARN_PREFIX} ${transport.kind} transport failed to send "${msg.type}"`, error);
    }
    opts.host.dispatchEvent(new CustomEvent(BRIDGE_EVENT, { detail: msg, bubbles: true, composed: true }));
    return true;
  }

  return {
    kind: transport.kind,

    send(type, payload) {
      if (disposed) return false;
      const message = envelope(type, payload);
      if (schemas && waiting.length === 0) return deliver(schemas, message, true);
      waiting.push(message);
      // The first run delivers everything waiting, in order; later runs find the queue empty.
      withSchemas((loaded) => {
        for (const next of waiting.splice(0)) if (!disposed) deliver(loaded, next, false);
      });
      return true;
    },

    dispose() {
      disposed = true;
      hook[RECEIVERS].delete(receiver);
    },
  };
}
