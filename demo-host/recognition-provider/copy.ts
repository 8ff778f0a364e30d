/** Italian copy of the simulated recognition provider's page (sandbox only). */
export const PROVIDER_COPY = {
  title: "Riconoscimento dell'identità",
  intro:
    'Questa pagina simula il fornitore del riconoscimento. Inquadra il tuo volto: nella realtà ti chiederemmo anche di mostrare il documento.',
  preview: 'Anteprima della fotocamera',
  cameraAsking: "Stiamo chiedendo l'accesso alla fotocamera…",
  cameraOn: 'Fotocamera attiva: ti vediamo nell’anteprima.',
  camera: {
    unsupported:
      'Questo browser o questa app non permette di usare la fotocamera. Puoi comunque scegliere un esito qui sotto.',
    denied:
      "Non hai concesso l'accesso alla fotocamera. Consentilo nelle impostazioni del browser o dell'app e premi «Riprova», oppure scegli un esito qui sotto.",
    absent: 'Non troviamo nessuna fotocamera su questo dispositivo. Puoi comunque scegliere un esito qui sotto.',
    busy: "La fotocamera è usata da un'altra app. Chiudila e premi «Riprova», oppure scegli un esito qui sotto.",
    timeout: 'La fotocamera non risponde. Premi «Riprova», oppure scegli un esito qui sotto.',
    other: 'Non è stato possibile avviare la fotocamera. Premi «Riprova», oppure scegli un esito qui sotto.',
  },
  retry: 'Riprova',
  outcomeLegend: 'Esito del riconoscimento (per i tester)',
  approve: 'Approva',
  reject: 'Rifiuta',
  pending: 'Lascia in attesa',
  cancel: 'Annulla e torna indietro',
  loading: 'Caricamento della sessione…',
  returning: 'Ti stiamo riportando alla registrazione…',
  sessionMissing: 'Manca la sessione di riconoscimento: torna alla registrazione e avvia di nuovo il riconoscimento.',
  sessionUnknown: 'Sessione di riconoscimento sconosciuta o scaduta: torna alla registrazione e avvia di nuovo il riconoscimento.',
  recordFailed: "Non è stato possibile registrare l'esito. Riprova.",
} as const;
