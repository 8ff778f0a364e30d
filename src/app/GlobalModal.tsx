/**
 * spec §2/§8 global modal: title, message, optional HTML message (sanitised with DOMPurify, loaded only
 * when needed), optional error code ("Codice di errore") with a contact-callback link, and actions.
 */
import { useEffect, useId, useState } from 'react';
import { sanitiseServerHtml } from '../format/safe-html';
import { ERROR_CODE_LABEL, SHELL_COPY } from './copy';
import { useInstance, useOnboardingState } from '../kit/hooks';
import { useModalDialog } from '../kit/dialogs';

export function GlobalModal() {
  const { instance } = useInstance();
  const { ui } = useOnboardingState();
  const modal = ui.dialog;
  const dialogRef = useModalDialog(modal !== null);
  const titleId = useId();
  const messageId = useId();
  const safeHtml = useSanitized(modal?.html);
  const actions = modal?.actions?.length ? modal.actions : [{ id: 'close', label: SHELL_COPY.close, variant: 'primary' }];

  const { actions: storeActions } = instance.store;
  const contactWord = SHELL_COPY.contactUs;
  const message = modal?.message ?? '';
  const splitContact = Boolean(modal?.contactLink) && message.endsWith(contactWord);

  return (
    <dialog
      ref={dialogRef}
      part="modal"
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={modal?.message ? messageId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        storeActions.closeDialog('close');
      }}
    >
      {modal && (
        <div className="modal-body" key={modal.seq}>
          <h2 id={titleId} className="modal-title">
            {modal.title}
          </h2>
          {modal.message && (
            <p id={messageId} className="modal-message">
              {splitContact ? message.slice(0, -contactWord.length) : message}
              {splitContact && (
                <button
                  type="button"
                  className="link"
                  onClick={() => {
                    storeActions.closeDialog('contact');
                    storeActions.openHelp('contacts');
                  }}
                >
                  {contactWord}
                </button>
              )}
            </p>
          )}
          {safeHtml !== null && <div className="modal-html" dangerouslySetInnerHTML={{ __html: safeHtml }} />}
          {modal.errorCode && (
            <p className="error-code">
              {ERROR_CODE_LABEL}: <code>{modal.errorCode}</code>
            </p>
          )}
          <div className="modal-actions">
            {actions.map((action, index) => (
              <button
                key={action.id}
                type="button"
                part="button"
                className={action.variant === 'secondary' ? 'button secondary' : 'button'}
                autoFocus={index === 0}
                onClick={() => storeActions.closeDialog(action.id)}
              >
                {action.label}
              </button>
            ))}
          </div>
        </div>
      )}
    </dialog>
  );
}

/**
 * Sanitises server HTML with DOMPurify, imported lazily so the entry bundle stays small: text structure and links
 * only (`sanitiseServerHtml`: DOMPurify's default profile would keep SVG and inline `style` attributes).
 */
function useSanitized(html: string | undefined): string | null {
  const [state, setState] = useState<{ source: string; safe: string } | null>(null);
  useEffect(() => {
    if (!html) return;
    let live = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (live) setState({ source: html, safe: sanitiseServerHtml(DOMPurify, html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  return html && state?.source === html ? state.safe : null;
}
