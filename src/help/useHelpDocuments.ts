/**
 * The help panel's documentation (spec §2 "Documentation: downloadable items under the heading 'Livello
 * A'; loads 1 second after the panel mounts"): the static contracts (`GET documents/static-contracts`,
 * size 50) kept as spec §7 says — status 1, the six types, INF_PCU1 relabelled with the recognition
 * provider's privacy notice, as ViewDocumentation does — each with the address it opens at.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useInstance } from '../kit/hooks';

/** spec §2/§9: the documentation loads 1 s after the panel mounts. */
export const DOCUMENTS_DELAY_MS = 1000;

export interface HelpDocument {
  id: string;
  name: string;
  /** The document's URL without the token (DocumentLink appends `at`). */
  href: string;
}

export type HelpDocuments =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; documents: HelpDocument[] };

/** Starts the load 1 s after the panel mounts; `retry` loads again at once. Answers after unmount are dropped. */
export function useHelpDocuments(): { documents: HelpDocuments; retry: () => void } {
  const { instance } = useInstance();
  const [documents, setDocuments] = useState<HelpDocuments>({ kind: 'loading' });
  const live = useRef(true);

  const load = useCallback(async () => {
    setDocuments({ kind: 'loading' });
    try {
      // The documents' calls and schemas are fetched with the list, not with the panel.
      const { filterStaticContracts, getStaticContracts, staticContractDocumentPath } = await import('../api/documents');
      const contracts = filterStaticContracts(await getStaticContracts(instance.api), instance.providers.recognition);
      const list = contracts.map((c) => ({
        id: c.documentId,
        name: c.description ?? c.documentId,
        href: instance.api.url(staticContractDocumentPath(c.documentId)),
      }));
      if (live.current) setDocuments({ kind: 'ready', documents: list });
    } catch {
      if (live.current) setDocuments({ kind: 'failed' });
    }
  }, [instance]);

  useEffect(() => {
    live.current = true;
    const timer = setTimeout(() => void load(), DOCUMENTS_DELAY_MS);
    return () => {
      live.current = false;
      clearTimeout(timer);
    };
  }, [load]);

  return { documents, retry: () => void load() };
}
