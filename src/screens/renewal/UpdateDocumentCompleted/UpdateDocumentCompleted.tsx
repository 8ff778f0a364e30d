/**
 * UpdateDocumentCompleted (spec §4 DOCUMENT_RENEWAL step 2; §2 header hidden, back blocked): the document
 * renewal is done — the step submit after DocumentData saved progress 2, which completes the renewal in the
 * bank — so the page says so and offers the §9 exit (the kit's ExitButton: inside the app the bridge's exit,
 * on the web home banking, src/registration/exit.ts). No call of its own: a reload lands here again.
 */
import { ExitButton } from '../../../kit/connected/ExitButton';
import { InfoPage } from '../../../kit/InfoPage';
import type { ScreenProps } from '../../../kit/screen';
import { UPDATE_DOCUMENT_COMPLETED_COPY as COPY } from './copy';

export default function UpdateDocumentCompleted(_props: ScreenProps) {
  return (
    <InfoPage screen="UpdateDocumentCompleted" title={COPY.title} paragraphs={COPY.paragraphs}>
      <ExitButton>{COPY.exit}</ExitButton>
    </InfoPage>
  );
}
