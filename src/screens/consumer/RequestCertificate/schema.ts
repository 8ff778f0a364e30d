/**
 * The form schema of RequestCertificate (spec §4 CONSUMER 8,0): every clause of the certificate's terms
 * accepted (§5 required), and the clause HTML made safe to show.
 */
import type { DossierTerm } from '../../../api/certificate-schemas';

export { acknowledgementsSchema as clausesSchema, type AcknowledgementsInput as ClausesInput } from '../../../kit/DocumentChecklist';

/** A clause ready to show: its server HTML sanitised. */
export type SafeClause = Pick<DossierTerm, 'id' | 'title'> & { safeHtml: string };

/** The markup a clause may keep: text structure and links (images, forms, styles and scripts are dropped). */
const CLAUSE_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'];

/**
 * Sanitises each clause's HTML with DOMPurify (loaded only here) and makes its links open in a new window,
 * so following one never replaces the wizard.
 */
export async function safeClauses(terms: readonly DossierTerm[]): Promise<SafeClause[]> {
  const { default: DOMPurify } = await import('dompurify');
  return terms.map(({ id, title, html }) => {
    // An inert template: nothing in it loads or runs.
    const template = document.createElement('template');
    template.innerHTML = DOMPurify.sanitize(html, { ALLOWED_TAGS: CLAUSE_TAGS, ALLOWED_ATTR: ['href'] });
    for (const link of template.content.querySelectorAll('a')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
    return { id, title, safeHtml: template.innerHTML };
  });
}
