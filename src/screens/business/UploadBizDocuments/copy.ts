/**
 * Italian copy of UploadBizDocuments (spec §2 /uploadBizDocuments, back blocked; BUSINESS 5,0). The spec
 * gives no wording: ours says what the bank needs from the business and why, for a sole trader or a professional on a
 * phone. The documents' names come from the request (the bank's).
 */
import { SCREEN_TITLES } from '../../../flows';

export const UPLOAD_BIZ_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.UploadBizDocuments,
  intro: {
    DI: 'Per aprire il conto della tua impresa ci servono questi documenti. Carica una foto o una scansione di ciascuno: li verificheremo prima di attivare il conto.',
    LP: 'Per aprire il conto della tua attività professionale ci servono questi documenti. Carica una foto o una scansione di ciascuno: li verificheremo prima di attivare il conto.',
  },
  /** The request is already closed (a reload after sending): nothing more to upload. */
  sentIntro: 'Abbiamo già ricevuto i documenti della tua attività. Premi Prosegui per continuare.',
  submit: 'Invia e prosegui',
  loading: 'Caricamento dei documenti richiesti in corso…',
  loadError: 'Non è stato possibile caricare i documenti richiesti.',
} as const;
