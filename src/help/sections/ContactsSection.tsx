/**
 * Contacts ('Contattaci', spec §2): 'Fatti chiamare' (only inside the app, logged in, step 3 or later), the
 * chat with the prefilled greeting, e-mail, the chat app, the toll-free number for Italy and the number for
 * calling from abroad — all from the `help-contacts` configuration.
 */
import type { HelpSection } from '../../state/store';
import { useInstance } from '../../kit/hooks';
import { FIELD_COPY } from '../../kit/fields/copy';
import { CHAT_GREETING, HELP_COPY } from '../copy';
import { HelpHeading } from '../HelpHeading';

const COPY = HELP_COPY.contacts;

/** The chat address with the greeting as its `text` query value. */
export function chatLink(chatUrl: string): string {
  const sep = chatUrl.includes('?') ? '&' : '?';
  return `${chatUrl}${sep}text=${encodeURIComponent(CHAT_GREETING)}`;
}

/** A `tel:` address: the number without spaces, dots or dashes. */
const tel = (number: string) => `tel:${number.replace(/[\s.-]/g, '')}`;

function External({ href, children }: { href: string; children: string }) {
  return (
    <a className="help-entry" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{FIELD_COPY.newWindow}</span>
    </a>
  );
}

export function ContactsSection({ callMe, go }: { callMe: boolean; go: (section: HelpSection) => void }) {
  const { instance } = useInstance();
  const contacts = instance.config.helpContacts;
  return (
    <>
      <HelpHeading>{COPY.title}</HelpHeading>
      <ul className="help-list">
        {callMe && (
          <li>
            <button type="button" className="help-entry" onClick={() => go('callback')}>
              {COPY.callMe}
            </button>
          </li>
        )}
        <li>
          <External href={chatLink(contacts.chatUrl)}>{COPY.chat}</External>
        </li>
        <li>
          <a className="help-entry" href={`mailto:${contacts.email}`}>
            {COPY.email(contacts.email)}
          </a>
        </li>
        <li>
          <External href={contacts.chatAppUrl}>{COPY.chatApp}</External>
        </li>
        <li>
          <a className="help-entry" href={tel(contacts.tollFree)}>
            {COPY.tollFree(contacts.tollFree)}
          </a>
        </li>
        <li>
          <a className="help-entry" href={tel(contacts.abroad)}>
            {COPY.abroad(contacts.abroad)}
          </a>
        </li>
      </ul>
    </>
  );
}
