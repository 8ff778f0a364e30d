/** Copy shared by the step screens and the help panel (Italian, user-facing). */
import type { ModalContent } from '../state/store';

/** spec §8 "Success modal" (opened through `instance.showModal`). */
export const SUCCESS_MODAL = { title: 'Ok', message: 'Operazione conclusa con successo' } as const satisfies ModalContent;

export const STEP_COPY = {
  /** spec §5: the submit buttons of the steps are labelled "Prosegui". */
  submit: 'Prosegui',
  sentNote: 'Hai già inviato questi dati: puoi proseguire con la registrazione.',
  /** Why a submit button is disabled, read with it (a disabled button always says why). */
  waiting: 'Attendi un istante: stiamo elaborando la richiesta.',
  incomplete: 'Completa i campi richiesti per proseguire.',
  /** A failed load's way on (LoadState). */
  retry: 'Riprova',
} as const;

/** The five fields of a postal address (AddressFields): the labels of a lone address, hints, the province prompt. */
export const ADDRESS_COPY = {
  labels: {
    address: 'Indirizzo',
    houseNumber: 'Numero civico',
    city: 'Comune',
    postalCode: 'CAP',
    province: 'Provincia',
  },
  addressHint: 'Per esempio: Via Roma (il numero civico va nel campo seguente)',
  houseNumberHint: 'Per esempio: 12, 12/B oppure SNC',
  chooseProvince: 'Seleziona la provincia',
} as const;

/** A signature with the certificate provider (SignatureProgress, ContractSignStep: spec §4 CONSUMER 8). */
export const SIGNATURE_COPY = {
  /** The signature steps' submit button. */
  sign: 'Firma',
  progressLabel: 'Avanzamento della firma',
  running: 'Firma in corso…',
  done: 'Firma completata',
  failed: 'La firma non è andata a buon fine. Puoi riprovare.',
  unreachable: 'Non riusciamo a verificare la firma: controlla la connessione e riprova.',
  sessionExpired: 'La sessione di firma è scaduta.',
  /** USR_SIGN_SESSION_EXPIRED on a contract signature: a new session is opened on CertificateSign with an OTP. */
  sessionExpiredDialog: {
    title: 'Sessione di firma scaduta',
    message:
      'Per motivi di sicurezza la sessione di firma digitale dura 55 minuti ed è scaduta. Ti inviamo un nuovo codice via SMS per aprirne una nuova: i documenti già firmati restano validi.',
    ok: 'Apri una nuova sessione',
  },
} as const;

/** A code sent by SMS with a resend cooldown (CertificateSign; the same wording as ConfirmEmail's). */
const seconds = (n: number) => (n === 1 ? '1 secondo' : `${n} secondi`);
const CODE_COPY = {
  resend: 'Invia di nuovo il codice',
  /** The visible countdown of the resend cooldown. */
  cooldown: (n: number) => `Potrai richiedere un nuovo codice tra ${seconds(n)}.`,
  tooMany: 'Hai richiesto troppi codici: attendi qualche minuto e riprova.',
} as const;

/**
 * A signature code sent by SMS (kit SignatureCode: CertificateSign, the minor's BankSign/CardSign): where it
 * went, why it was not sent, its field and its resend.
 */
export const SIGNATURE_CODE_COPY = {
  sending: 'Stiamo inviando il codice via SMS…',
  sentTo: (phone: string) => `Ti abbiamo inviato un SMS al numero ${phone} con un codice di 6 cifre.`,
  sentGeneric: 'Ti abbiamo inviato un SMS con un codice di 6 cifre.',
  sendFailed: "Non è stato possibile inviare l'SMS: richiedi un nuovo codice.",
  tooMany: CODE_COPY.tooMany,
  label: 'Codice ricevuto via SMS',
  resend: CODE_COPY.resend,
  cooldown: CODE_COPY.cooldown,
} as const;

/** The documents-request form (kit DocsRequestForm: MissingDocuments, UploadBizDocuments). */
export const DOCS_REQUEST_COPY = {
  /** Under each document's field. */
  fileHint: 'Formato JPG, PNG o PDF, fino a 10 MB',
  uploaded: (description: string) => `${description}: già caricato`,
  progressLabel: 'Invio dei documenti',
  sending: (current: number, total: number) => `Caricamento del documento ${current} di ${total}…`,
} as const;
