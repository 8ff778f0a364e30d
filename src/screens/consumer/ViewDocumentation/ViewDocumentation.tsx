/**
 * ViewDocumentation (spec §4 CONSUMER 5,0; §2 back blocked): the account's static contracts, `GET
 * documents/static-contracts` with size 30 and flow REG_CONS, kept as spec §7 says (status 1, the six types;
 * INF_PCU1 relabelled with the recognition provider's privacy notice). Each opens as a document with `at`
 * (spec §6) and has its own required box; Prosegui sends the accepted ids (`POST registrations/{id}/terms`
 * `{ accepted }`), stores the answered registration (`data.documentsAccepted`, which resume reads) and does
 * the step submit (5,0 -> 5,1 CardCarousel). No documents: nothing to accept, Prosegui only moves on.
 * The same module is MINOR 4,0 MinorBankDocuments: `screen` names it, and the list is REG_MIN.
 */
import { filterStaticContracts, getStaticContracts, type StaticContractsFlow } from '../../../api/documents';
import { saveTerms } from '../../../api/registrations';
import type { StaticContract } from '../../../api/schemas';
import { DocumentChecklist, staticContractDocuments, useChecklistStep } from '../../../kit/connected/DocumentChecklist';
import { useInstance } from '../../../kit/hooks';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useLoaded } from '../../../kit/useLoaded';
import type { ScreenId } from '../../../flows';
import { SCREEN_TITLES } from '../../../flows';
import { VIEW_DOCUMENTATION_COPY as COPY } from './copy';
import { documentsSchema } from './schema';

/**
 * Spec §3/§7 static-contract flow filter per screen: the minor's account documents (MINOR 4,0
 * MinorBankDocuments, this same screen) are the REG_MIN list; every other flow reads REG_CONS.
 */
export function contractsFlowOf(screen: ScreenId): StaticContractsFlow {
  return screen === 'MinorBankDocuments' ? 'REG_MIN' : 'REG_CONS';
}

export default function ViewDocumentation({ screen }: ScreenProps) {
  const { instance } = useInstance();
  const { loaded, retry } = useLoaded(async (api) =>
    filterStaticContracts(await getStaticContracts(api, contractsFlowOf(screen)), instance.providers.recognition),
  );
  const copy = { ...COPY, title: SCREEN_TITLES[screen] };
  if (loaded.kind !== 'ready') {
    return (
      <LoadState
        screen={screen}
        title={copy.title}
        loadingText={copy.loading}
        failed={loaded.kind === 'failed'}
        failedText={copy.loadError}
        onRetry={retry}
      />
    );
  }
  return <DocumentsForm screen={screen} title={copy.title} contracts={loaded.value} />;
}

function DocumentsForm({ screen, title, contracts }: { screen: ScreenId; title: string; contracts: StaticContract[] }) {
  const { instance, wizard } = useInstance();
  const documents = staticContractDocuments(instance.api, contracts);
  const { step, checklist } = useChecklistStep({
    screen,
    documents,
    schemaOf: documentsSchema,
    onValid: async () => {
      const registration = instance.store.state.registrations;
      if (registration && documents.length > 0) {
        instance.store.actions.setRegistration(
          await saveTerms(instance.api, registration.id, { accepted: documents.map((d) => d.id) }),
        );
      }
      await wizard.submit({ force: true });
    },
  });

  return (
    <StepForm {...step.frame} title={title} intro={documents.length > 0 ? COPY.intro : <p className="step-status">{COPY.empty}</p>}>
      <DocumentChecklist {...checklist} />
    </StepForm>
  );
}
