import { Link } from "wouter";
import { APP_NAME, CONTACT_EMAIL } from "@shared/constants";
import { LegalPage } from "../components/legal-page";

/** "Informativa sulla privacy" (GDPR art. 13): what, why, how long, rights, cookies. docs/privacy.md. */
export default function PrivacyPage() {
  return (
    <LegalPage title="Informativa sulla privacy" intro={`Come ${APP_NAME} tratta i tuoi dati personali, ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR).`}>
      <section aria-labelledby="privacy-titolare">
        <h2 id="privacy-titolare">Titolare del trattamento</h2>
        <p>
          Il titolare è {APP_NAME}. Per qualsiasi domanda sui tuoi dati scrivi a <a href={`mailto:${CONTACT_EMAIL}`} className="text-brand-800 underline">{CONTACT_EMAIL}</a>.
        </p>
      </section>
      <section aria-labelledby="privacy-dati">
        <h2 id="privacy-dati">Quali dati conserviamo</h2>
        <ul>
          <li>Account: indirizzo e-mail, password (solo in forma cifrata, mai leggibile), nome e nome in classifica se li indichi.</li>
          <li>Quello che inserisci: budget, simulazioni PAC, spese, progressi nei corsi e risposte ai quiz, punti, badge, sfide, avvisi, conversazioni con l'assistente, feedback.</li>
          <li>Piano: gratuito, prova o Premium con le date; con i pagamenti attivi, l'identificativo del cliente presso Stripe (i dati della carta li tratta solo Stripe).</li>
          <li>E-mail: iscrizione alla newsletter con data e versione del consenso, e i messaggi che ti abbiamo inviato.</li>
          <li>Statistiche: pagine visitate con un codice anonimo che cambia ogni giorno e l'indirizzo IP troncato; nessun profilo pubblicitario.</li>
        </ul>
      </section>
      {/* docs/household.md, "Cosa vede il partner" */}
      <section aria-labelledby="privacy-famiglia">
        <h2 id="privacy-famiglia">Cosa vede chi condivide la famiglia con te</h2>
        <p>
          Se inviti qualcuno nella tua famiglia, o accetti un invito, gli altri membri vedono il nome della famiglia, il nome, l'indirizzo e-mail e il ruolo di ogni
          membro, gli inviti in attesa e le spese condivise con il nome di chi le ha inserite. Non vedono mai le tue spese private, la password, gli accessi, le
          preferenze e-mail, i punti né i corsi. Le spese che avevi prima di entrare arrivano come private. Se esci dalla famiglia, le spese condivise che hai
          inserito restano alla famiglia con l'autore indicato come "ex membro"; le tue spese private vengono con te. Se elimini l'account, le spese condivise
          che hai inserito restano alla famiglia allo stesso modo, come "ex membro" e senza il tuo nome; le tue spese private, le ricevute che hai allegato e
          tutti gli altri tuoi dati vengono cancellati.
        </p>
        <p>
          Sono della famiglia, e quindi visibili a tutti i membri, anche gli obiettivi con i versamenti e i prelievi, i debiti salvati, le entrate registrate e il
          profilo della famiglia (reddito mensile, componenti, figli, mensilità aggiuntive). Un'entrata non può essere privata: se non vuoi che gli altri membri
          la vedano, non registrarla. Li modificano il titolare e chi può modificare; chi ha il ruolo «Solo lettura» li vede soltanto. Se esci dalla famiglia,
          o cancelli l'account, quelli che hai inserito restano alla famiglia (dopo la cancellazione, senza il tuo nome).
        </p>
      </section>
      <section aria-labelledby="privacy-perche">
        <h2 id="privacy-perche">Perché e su quale base</h2>
        <ul>
          <li>Fornirti il servizio che hai chiesto registrandoti (esecuzione del contratto, art. 6.1.b): calcolatori, corsi, spese, assistente, Premium.</li>
          <li>Inviarti la newsletter solo se ti iscrivi e confermi (consenso, art. 6.1.a), revocabile con un clic da ogni e-mail.</li>
          <li>Proteggere il servizio da abusi con limiti di richieste e statistiche anonime (legittimo interesse, art. 6.1.f).</li>
          <li>Conservare i dati di fatturazione richiesti dalla legge (obbligo legale, art. 6.1.c), presso Stripe.</li>
        </ul>
      </section>
      <section aria-labelledby="privacy-quanto">
        <h2 id="privacy-quanto">Per quanto tempo</h2>
        <ul>
          <li>I dati dell'account finché lo mantieni: se lo elimini, li cancelliamo subito, tutti insieme.</li>
          <li>Le sessioni di accesso scadono da sole; i contatori dei limiti di richieste entro pochi giorni.</li>
          <li>Le statistiche delle visite, anonime, per 13 mesi.</li>
          <li>
            Dopo l'eliminazione resta solo un riferimento anonimo ("utente eliminato") nei registri delle operazioni degli amministratori e, se la tua famiglia
            ha altri membri, le spese condivise che hai inserito, senza il tuo nome ("ex membro").
          </li>
        </ul>
      </section>
      <section aria-labelledby="privacy-diritti">
        <h2 id="privacy-diritti">I tuoi diritti e come esercitarli</h2>
        <ul>
          <li>Accesso e portabilità (art. 15 e 20): dalla pagina <Link href="/account" className="text-brand-800 underline">Il tuo account</Link> scarichi tutti i tuoi dati in JSON e le spese in CSV, gratis, quando vuoi.</li>
          <li>Cancellazione (art. 17): dalla stessa pagina elimini l'account con la tua password; un abbonamento attivo viene annullato.</li>
          <li>Rettifica (art. 16): modifichi i tuoi dati dall'app in qualsiasi momento.</li>
          <li>Revoca del consenso alla newsletter: il link in fondo a ogni e-mail.</li>
          <li>Opposizione e limitazione (art. 18 e 21): scrivici all'indirizzo qui sopra; rispondiamo entro un mese.</li>
          <li>Reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).</li>
        </ul>
      </section>
      <section aria-labelledby="privacy-cookie">
        <h2 id="privacy-cookie">Cookie</h2>
        <p>
          Usiamo un solo cookie tecnico, la sessione di accesso ("sid"), necessario per restare collegati; non usiamo cookie di profilazione né di
          terze parti a fini pubblicitari, quindi non serve un consenso. Con i pagamenti attivi, la pagina di pagamento carica Stripe, che usa i
          propri cookie tecnici per la sicurezza dei pagamenti.
        </p>
      </section>
      <section aria-labelledby="privacy-destinatari">
        <h2 id="privacy-destinatari">A chi comunichiamo i dati</h2>
        <p>
          A nessuno per fini commerciali. Li trattano per nostro conto solo i fornitori necessari al servizio: l'hosting, l'invio delle e-mail, Stripe
          per i pagamenti e, se attivo, il fornitore del modello dell'assistente, che riceve solo il testo delle conversazioni.
        </p>
      </section>
      <p>
        Leggi anche i <Link href="/termini" className="text-brand-800 underline">Termini di servizio</Link>.
      </p>
    </LegalPage>
  );
}
