/**
 * MissingDocuments (spec §2 /missingDocuments, header hidden): the back office asked for documents
 * (`docsRequest` OPEN on the registration; the start-up rules' extension shows this screen, see
 * src/startup/rules.ts). The kit's DocsRequestForm asks a file per document and uploads them ("Invia i
 * documenti"), then closes the request; the confirmation follows with the §9 exit (the kit's ExitButton, as
 * RegistrationCompleted).
 */
import { DocsRequestForm } from '../../../kit/connected/DocsRequestForm';
import { ExitButton } from '../../../kit/connected/ExitButton';
import { useInstance, useOnboardingState } from '../../../kit/hooks';
import { InfoPage } from '../../../kit/InfoPage';
import type { ScreenProps } from '../../../kit/screen';
import { MISSING_DOCUMENTS_COPY as COPY } from './copy';

export default function MissingDocuments(_props: ScreenProps) {
  const { registrations } = useOnboardingState();
  const request = registrations?.docsRequest;
  const { instance } = useInstance();
  if (registrations && request?.status === 'OPEN') {
    return (
      <DocsRequestForm
        screen="MissingDocuments"
        registrationId={registrations.id}
        request={request}
        title={COPY.title}
        intro={COPY.intro}
        submitLabel={COPY.submit}
        onCompleted={(registration) => instance.store.actions.setRegistration(registration)}
      />
    );
  }
  const sent = request?.status === 'COMPLETED';
  return (
    <InfoPage
      screen="MissingDocuments"
      title={sent ? COPY.sentTitle : COPY.title}
      paragraphs={sent ? COPY.sentParagraphs : COPY.noneParagraphs}
    >
      <ExitButton>{COPY.exit}</ExitButton>
    </InfoPage>
  );
}

