/**
 * Documentation (spec §2): the downloadable items under "Livello A", loaded by the panel 1 s after it mounts
 * (useHelpDocuments); the loading state is announced, a failed load offers a retry, and each item opens as a
 * document (DocumentLink: `at` appended, the Android 5-second guard).
 */
import { DocumentLink } from '../../kit/connected/DocumentLink';
import { HELP_COPY } from '../copy';
import { HelpHeading } from '../HelpHeading';
import type { HelpDocuments } from '../useHelpDocuments';

const COPY = HELP_COPY.documentation;

export function DocumentationSection({ documents, retry }: { documents: HelpDocuments; retry: () => void }) {
  return (
    <>
      <HelpHeading>{COPY.title}</HelpHeading>
      <h3 className="help-subtitle">{COPY.level}</h3>
      <p className="help-status" role="status">
        {documents.kind === 'loading'
          ? COPY.loading
          : documents.kind === 'failed'
            ? COPY.failed
            : documents.value.length === 0
              ? COPY.empty
              : ''}
      </p>
      {documents.kind === 'failed' && (
        <div className="help-actions">
          <button type="button" className="button" onClick={retry}>
            {COPY.retry}
          </button>
        </div>
      )}
      {documents.kind === 'ready' && documents.value.length > 0 && (
        <ul className="help-list">
          {documents.value.map((document) => (
            <li key={document.id}>
              <DocumentLink className="help-entry" href={document.href}>
                {document.name}
              </DocumentLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
