import { PREMIUM_TRIAL_DAYS, REFUND_GUARANTEE_DAYS } from "@shared/constants";

// Copy of the subscription page (docs/billing.md).
export const PREMIUM_FEATURES = [
  { title: "Tutti i corsi e le lezioni", text: "Accesso completo ai percorsi su budget, risparmio, investimenti e mutuo." },
  { title: "Tracciamento spese illimitato", text: "Registra tutte le spese del mese, senza il limite di 10 del piano gratuito." },
  { title: "Simulatori PAC avanzati", text: "Scenari, confronti e proiezioni per pianificare i tuoi investimenti." },
  { title: "Report dettagliati", text: "Analisi mensili delle tue spese e dei tuoi progressi." },
  { title: "Esportazione dei dati", text: "Scarica le tue spese per usarle dove vuoi." },
  { title: "Supporto prioritario", text: "Risposte più rapide alle tue domande." },
  { title: "Accesso anticipato", text: "Prova per primo le nuove funzionalità." },
] as const;

export const FAQ = [
  {
    q: "Posso disdire quando voglio?",
    a: "Sì, puoi disdire in qualsiasi momento, con un clic, dalla voce 'Gestisci abbonamento' del tuo menu. Nessun vincolo.",
  },
  {
    q: "Cosa succede dopo la disdetta?",
    a: "Mantieni l'accesso Premium fino alla fine del periodo di fatturazione già pagato; poi il tuo account torna al piano gratuito.",
  },
  {
    q: `Come funzionano i ${PREMIUM_TRIAL_DAYS} giorni gratis?`,
    a: `Per i primi ${PREMIUM_TRIAL_DAYS} giorni non paghi nulla. Se disdici prima della fine della prova non ti verrà addebitato niente.`,
  },
  {
    q: "Posso avere un rimborso?",
    a: `Sì: se Premium non fa per te, ti rimborsiamo il 100% entro ${REFUND_GUARANTEE_DAYS} giorni dal pagamento.`,
  },
] as const;
