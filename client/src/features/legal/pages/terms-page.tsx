import { Link } from "wouter";
import { APP_NAME, CONTACT_EMAIL, PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { LegalPage } from "../components/legal-page";

/** "Termini di servizio": the rules of use of the service and of Premium (docs/privacy.md). */
export default function TermsPage() {
  return (
    <LegalPage title="Termini di servizio" intro={`Le regole per usare ${APP_NAME}. Registrandoti le accetti.`}>
      <section aria-labelledby="termini-servizio">
        <h2 id="termini-servizio">Il servizio</h2>
        <p>
          {APP_NAME} offre strumenti e contenuti di educazione finanziaria per le famiglie: calcolatori, corsi, registro delle spese, avvisi e un
          assistente. Le informazioni hanno scopo educativo e non sono consulenza finanziaria, fiscale o legale personalizzata.
        </p>
      </section>
      <section aria-labelledby="termini-account">
        <h2 id="termini-account">Il tuo account</h2>
        <ul>
          <li>Custodisci la tua password; l'account è personale.</li>
          <li>Non usare il servizio per attività illecite o per sovraccaricarlo; possiamo sospendere gli account che lo fanno.</li>
          <li>Puoi scaricare i tuoi dati ed eliminare l'account in qualsiasi momento dalla pagina <Link href="/account" className="text-brand-800 underline">Il tuo account</Link>.</li>
        </ul>
      </section>
      <section aria-labelledby="termini-premium">
        <h2 id="termini-premium">Premium</h2>
        <ul>
          <li>Premium sblocca tutti i corsi, il registro spese illimitato e l'esportazione CSV mensile.</li>
          <li>La prova gratuita dura {PREMIUM_TRIAL_DAYS} giorni, una sola volta per account.</li>
          <li>Puoi annullare in qualsiasi momento: Premium resta attivo fino alla fine del periodo già iniziato.</li>
          <li>In modalità demo non c'è alcun pagamento: la prova e l'attivazione servono solo a provare il servizio.</li>
        </ul>
      </section>
      <section aria-labelledby="termini-contatti">
        <h2 id="termini-contatti">Contatti e modifiche</h2>
        <p>
          Per domande scrivi a <a href={`mailto:${CONTACT_EMAIL}`} className="text-brand-800 underline">{CONTACT_EMAIL}</a>. Se cambiamo questi termini
          in modo sostanziale aggiorniamo la data di versione e te lo diciamo. Il trattamento dei dati è descritto nell'
          <Link href="/privacy" className="text-brand-800 underline">Informativa sulla privacy</Link>.
        </p>
      </section>
    </LegalPage>
  );
}
