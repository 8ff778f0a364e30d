/**
 * A link that opens a document in a new window (PrivacyForm's "Leggi il documento"): the access token is
 * appended as query `at` while a session exists (spec §6, `documentUrl`), and on Android a second open of
 * the same document within 5 seconds is ignored (spec §9, `createDocumentOpenGuard`). The guard belongs to
 * the `<bank-onboarding>` instance: every link of one element shares it, two elements never do.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { documentUrl } from '../../api/documents';
import { useInstance } from '../../app/context';
import { createDocumentOpenGuard } from '../../app/document-open';
import type { Instance } from '../../app/instance';
import { readSession } from '../../session/storage';
import { FIELD_COPY } from './copy';
import { withClass } from './TextField';

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
}

export function DocumentLink({ href, children = FIELD_COPY.readDocument, about, onClick, className, ...props }: DocumentLinkProps) {
  const { instance } = useInstance();
  return (
    <a
      {...props}
      className={withClass('link', className)}
      href={documentUrl(href, readSession('at'))}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        onClick?.(event);
        if (!guardOf(instance)(event.currentTarget.href, Date.now())) event.preventDefault();
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
