/**
 * The help panel's content (spec §2 "Help panel"): the section shown, with a way back to the main list
 * ("Indietro") and the close button ("Chiudi"). It mounts when the panel opens: the fromApp flag is read then
 * and again after 1 s and 1.5 s (§9), and the documentation starts loading 1 s later (§2).
 */
import type { HelpSection } from '../state/store';
import { useInstance } from '../kit/hooks';
import { useHelpAudience } from './audience';
import { HELP_COPY } from './copy';
import { HelpTitleId } from './HelpHeading';
import { CallbackSection } from './sections/CallbackSection';
import { ContactsSection } from './sections/ContactsSection';
import { DocumentationSection } from './sections/DocumentationSection';
import { MainSection } from './sections/MainSection';
import { PremiumSection } from './sections/PremiumSection';
import { useHelpDocuments } from './useHelpDocuments';

/** spec §2: "Documentation, contacts and faq use a full-screen layout" (the FAQ is an external page here). */
export const FULL_SCREEN_SECTIONS: ReadonlySet<HelpSection> = new Set<HelpSection>(['contacts', 'documentation']);

export function HelpBody({ section, titleId }: { section: HelpSection; titleId: string }) {
  const { instance } = useInstance();
  const audience = useHelpAudience();
  const { documents, retry } = useHelpDocuments();
  const { openHelp, closeHelp } = instance.store.actions;

  const content = (() => {
    switch (section) {
      case 'main':
        return <MainSection visibility={audience} go={openHelp} />;
      case 'contacts':
        return <ContactsSection callMe={audience.callMe} go={openHelp} />;
      case 'documentation':
        return <DocumentationSection documents={documents} retry={retry} />;
      case 'callback':
        return <CallbackSection eligible={audience.callbackEligible} />;
      case 'premium':
        return <PremiumSection />;
    }
  })();

  return (
    <HelpTitleId.Provider value={titleId}>
      <div className="help-body" data-section={section}>
        <div className="help-head">
          {section !== 'main' && (
            <button type="button" className="button secondary" onClick={() => openHelp('main')}>
              {HELP_COPY.back}
            </button>
          )}
          <button type="button" className="button secondary help-close" onClick={() => closeHelp()}>
            {HELP_COPY.close}
          </button>
        </div>
        {/* Keyed: a new section mounts fresh, so its heading takes focus and is announced. */}
        <div className="help-section" key={section}>
          {content}
        </div>
      </div>
    </HelpTitleId.Provider>
  );
}
