/**
 * Italian copy of DocumentType (spec §4 CONSUMER 7,0). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours. The option labels are
 * the document types' names, `DOCUMENT_TYPE_LABELS` (src/registration/identity-document.ts).
 */
import { SCREEN_TITLES } from '../../../flows';

export const DOCUMENT_TYPE_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.DocumentType,
  intro: "Scegli il documento d'identità valido che vuoi usare. Nel prossimo passaggio ti chiederemo i suoi dati e una foto.",
  /** The radio group's legend. */
  documentType: 'Documento di identità',
  /** Under the legend when the recognition provider's document is preselected. */
  recognised: 'Abbiamo già selezionato il documento che hai mostrato durante il riconoscimento: puoi cambiarlo.',
  loading: 'Caricamento dei tipi di documento in corso…',
  loadError: 'Non è stato possibile caricare i tipi di documento.',
} as const;
