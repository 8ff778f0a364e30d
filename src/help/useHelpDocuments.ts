/**
 * The help panel's documentation (spec §2 "Documentation: downloadable items under the heading 'Livello
 * A'; loads 1 second after the panel mounts"): the static contracts (`GET documents/static-contracts`,
 * size 50) kept as spec §7 says — status 1, the six types, INF_PCU1 relabelled with the recognition
 * provider's privacy notice, as ViewDocumentation does — each with the address it opens at.
 */
import type { OpenableDocument } from '../api/documents';
import { useInstance } from '../kit/hooks';
import { useLoaded, type Loaded } from '../kit/useLoaded';
import { HELP_DOCUMENTS_DELAY_SECONDS } from '../flows/timings';

export type HelpDocuments = Loaded<OpenableDocument[]>;

/** Starts the load 1 s after the panel mounts; `retry` loads again at once. Answers after unmount are dropped. */
export function useHelpDocuments(): { documents: HelpDocuments; retry: () => void } {
  const { instance } = useInstance();
  const { loaded, retry } = useLoaded(
    async (api) => {
      // The documents' calls and schemas are fetched with the list, not with the panel.
      const { filterStaticContracts, getStaticContracts, staticContractDocuments } = await import('../api/documents');
      return staticContractDocuments(api, filterStaticContracts(await getStaticContracts(api), instance.providers.recognition));
    },
    { delayMs: HELP_DOCUMENTS_DELAY_SECONDS * 1000 },
  );
  return { documents: loaded, retry };
}
