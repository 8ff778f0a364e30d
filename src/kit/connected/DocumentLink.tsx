/**
 * A link that opens a document in a new window (PrivacyForm's "Leggi il documento"): the access token is
 * appended as query `at` while a session exists (spec §6, `documentUrl`), and on Android a second open of
 * the same document within 5 seconds is ignored (spec §9, `createDocumentOpenGuard`). The guard belongs to
 * the `<bank-onboarding>` instance: every link of one element shares it, two elements never do.
 *
 * A dynamic document (a contract made for this registration) needs a call first: spec §7 "GET
 * users/me/context (called before opening a dynamic document)". With `beforeOpen`, a click makes that call
 * and the link opens once it answered (the same link clicked again, so it opens exactly as a plain one:
 * new window, `noopener noreferrer`); clicks while the call runs send nothing more. A failed call shows the
 * default error dialog with "Riprova" (spec §8, as a failed load does); the screen and what was typed on it
 * stay as they are.
 */
import { useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type { ApiClient } from '../../api/client';
import { documentUrl } from '../../api/documents';
import { asApiError } from '../../api/errors';
import { useInstance } from '../hooks';
import { createDocumentOpenGuard } from './document-open';
import type { Instance } from '../../app/instance';
import { readSession } from '../../session/storage';
import { FIELD_COPY } from '../fields/copy';
import { withClass } from '../fields/TextField';

type OpenGuard = ReturnType<typeof createDocumentOpenGuard>;
const guards = new WeakMap<Instance, OpenGuard>();

function guardOf(instance: Instance): OpenGuard {
  let guard = guards.get(instance);
  if (!guard) {
    guard = createDocumentOpenGuard(instance.store.state.detect.os.name === 'Android');
    guards.set(instance, guard);
  }
  return guard;
}

export interface DocumentLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** The document's full URL without the token (e.g. `api.url(termDocumentPath(id))`). */
  href: string;
  /** The link text; default "Leggi il documento". */
  children?: ReactNode;
  /** The document's name, read after the text so that several links on a screen differ (": Privacy"). */
  about?: string | undefined;
  /** A call that must answer before the document opens (spec §7: `getUserContext` for a dynamic document). */
  beforeOpen?: ((api: ApiClient) => Promise<unknown>) | undefined;
}

export function DocumentLink({ href, children = FIELD_COPY.readDocument, about, onClick, className, beforeOpen, ...props }: DocumentLinkProps) {
  const { instance } = useInstance();
  // The call in flight (or its error dialog open): further clicks send nothing.
  const busy = useRef(false);
  // The click this link makes itself once the call answered: it opens the document.
  const answered = useRef(false);

  const openAfterCall = (link: HTMLAnchorElement) => {
    busy.current = true;
    beforeOpen!(instance.api).then(
      () => {
        busy.current = false;
        // The screen may have been left while the call ran: nothing to open then.
        if (!link.isConnected) return;
        // The call may have refreshed the tokens (spec §4 Session): the document opens with the current one.
        link.href = documentUrl(href, readSession('at'));
        answered.current = true;
        link.click();
      },
      (error: unknown) => {
        // spec §4 Session: the expiry procedure has already run (its own dialog, back to "/").
        if (asApiError(error).kind === 'session-expired') {
          busy.current = false;
          return;
        }
        void instance.showError(error, { retry: true }).then((choice) => {
          if (choice === 'retry' && link.isConnected) openAfterCall(link);
          else busy.current = false;
        });
      },
    );
  };

  return (
    <a
      {...props}
      className={withClass('link', className)}
      href={documentUrl(href, readSession('at'))}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        const link = event.currentTarget;
        const guard = guardOf(instance);
        if (answered.current) {
          // The link's own click after the call: it opens (the user's click already ran onClick).
          answered.current = false;
          if (!guard(link.href, Date.now())) event.preventDefault();
          return;
        }
        onClick?.(event);
        if (!beforeOpen) {
          if (!guard(link.href, Date.now())) event.preventDefault();
          return;
        }
        if (event.defaultPrevented) return;
        event.preventDefault();
        // A second click while the call runs, or an Android repeat within 5 seconds: no call.
        if (busy.current || !guard(link.href, Date.now(), false)) return;
        openAfterCall(link);
      }}
    >
      {children}
      <span className="sr-only">
        {about && `: ${about}`}
        {FIELD_COPY.newWindow}
      </span>
    </a>
  );
}
