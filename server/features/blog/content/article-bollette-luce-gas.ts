import type { SeedArticle } from "./types";

export const energyBillArticles: SeedArticle[] = [
  {
    slug: "bollette-luce-gas-risparmiare-dopo-mercato-tutelato",
    title: "Bollette di luce e gas: come risparmiare dopo la fine del mercato tutelato",
    excerpt:
      "Con la fine del mercato tutelato scegliere l'offerta giusta spetta a noi. Come leggere la bolletta, confrontare le offerte sul portale pubblico di ARERA, evitare le trappole e ridurre i consumi.",
    category: "risparmio",
    readTime: 8,
    featuredImage: "/blog/risparmio.svg",
    featuredImageAlt: "Illustrazione di un salvadanaio con monete, a rappresentare il risparmio sulle bollette di casa",
    seoTitle: "Bollette luce e gas: come risparmiare nel mercato libero",
    metaDescription:
      "Dopo la fine del mercato tutelato: leggere la bolletta, confrontare le offerte luce e gas sul Portale Offerte ARERA, scegliere fisso o variabile e consumare meno.",
    keywords: ["bollette luce e gas", "fine mercato tutelato", "Portale Offerte ARERA", "cambiare fornitore", "risparmio energia", "bonus sociale"],
    publishedAt: "2026-05-12T07:00:00.000Z",
    content: `
<p>Per anni molte famiglie non hanno mai scelto il proprio fornitore di luce e gas: restavano nel <strong>mercato tutelato</strong>, con prezzi fissati dall'autorità pubblica. Oggi non è più così. Capire come funziona il mercato libero è diventato uno dei modi più semplici per ridurre le spese fisse di casa.</p>

<h2>Cosa è cambiato</h2>
<ul>
<li><strong>Gas</strong>: dal gennaio 2024 il servizio di tutela è finito per i clienti domestici non vulnerabili. Chi non aveva scelto un'offerta ha continuato a essere servito dallo stesso fornitore con un'offerta del mercato libero.</li>
<li><strong>Luce</strong>: dal {{fatto:fine-tutela-luce}} il servizio di maggior tutela è finito per i clienti domestici non vulnerabili. Chi non aveva scelto è passato al <strong>Servizio a Tutele Graduali</strong>, con un fornitore assegnato tramite asta per ogni area. È un servizio temporaneo: da lì puoi comunque passare quando vuoi a un'offerta del mercato libero.</li>
<li><strong>Clienti vulnerabili</strong>: chi ha più di 75 anni, riceve il bonus sociale, ha una disabilità o usa apparecchiature mediche alimentate a elettricità, e alcune altre categorie, continua ad avere diritto a condizioni stabilite dall'ARERA, l'Autorità di regolazione per energia reti e ambiente.</li>
</ul>
<p>In pratica: se non hai mai scelto, probabilmente stai pagando una tariffa che non hai confrontato con nessun'altra. Vale la pena controllare.</p>

<h2>Come si legge la bolletta</h2>
<p>La bolletta è divisa in voci. Sapere quali dipendono dal fornitore è il primo passo:</p>
<ul>
<li><strong>Spesa per la materia energia</strong> (o materia gas naturale): il prezzo dell'energia e la quota fissa di commercializzazione. È l'unica parte che cambia da un'offerta all'altra.</li>
<li><strong>Spesa per il trasporto e la gestione del contatore</strong>: è regolata dall'ARERA ed è uguale con tutti i fornitori.</li>
<li><strong>Oneri di sistema</strong>: anch'essi stabiliti dalle autorità e uguali per tutti.</li>
<li><strong>Imposte</strong>: accise e IVA.</li>
</ul>
<p>Cerca anche due codici: il <strong>POD</strong> per la luce (inizia con IT) e il <strong>PDR</strong> per il gas. Identificano il tuo punto di fornitura e servono per cambiare offerta. Nella bolletta trovi infine i tuoi <strong>consumi annui</strong>: tienili a portata di mano per i confronti.</p>

<h2>Prezzo fisso o variabile</h2>
<ul>
<li><strong>Prezzo fisso</strong>: il prezzo dell'energia resta bloccato per un periodo, di solito 12 o 24 mesi. Protegge dai rincari e rende la spesa prevedibile, ma se i prezzi all'ingrosso scendono non ne approfitti.</li>
<li><strong>Prezzo variabile</strong>: segue ogni mese l'indice del mercato all'ingrosso (il PUN per la luce, il PSV per il gas) più un ricarico fisso, lo <em>spread</em>. Costa meno quando i prezzi calano e di più quando salgono.</li>
</ul>
<p>Con un solo stipendio la prevedibilità ha un valore: un prezzo fisso competitivo aiuta a pianificare il budget. Se scegli il variabile, confronta soprattutto lo spread e la quota fissa.</p>

<h2>Confrontare le offerte: il Portale Offerte ARERA</h2>
<p>Lo strumento più affidabile è il <a href="https://www.ilportaleofferte.it">Portale Offerte</a>, gestito dall'Acquirente Unico su incarico dell'ARERA. È pubblico, gratuito e i fornitori sono obbligati a pubblicarvi le loro offerte. Inserisci il CAP e i consumi annui della bolletta: il portale stima la spesa annua di ogni offerta, comprese tutte le voci.</p>

<h3>Attenzione alla quota fissa</h3>
<p>Un prezzo al kWh basso non basta. Prendiamo due offerte con prezzi di fantasia, solo per il calcolo, e una famiglia con 2.700 kWh l'anno, il consumo che l'ARERA usa come riferimento per la famiglia tipo:</p>
<table>
<thead><tr><th scope="col">Offerta</th><th scope="col">Prezzo energia</th><th scope="col">Quota fissa</th><th scope="col">Costo annuo della materia energia</th></tr></thead>
<tbody>
<tr><td>A</td><td>0,12 €/kWh</td><td>12 € al mese</td><td>324 + 144 = 468 €</td></tr>
<tr><td>B</td><td>0,14 €/kWh</td><td>5 € al mese</td><td>378 + 60 = 438 €</td></tr>
</tbody>
</table>
<p>L'offerta B ha un prezzo al kWh più alto ma costa 30 € in meno l'anno. Per questo conviene confrontare sempre la <strong>spesa annua stimata</strong>, non il prezzo pubblicizzato.</p>

<h3>Cosa leggere prima di firmare</h3>
<ul>
<li>La <strong>scheda sintetica</strong>, che ogni fornitore deve consegnare: riassume prezzo, durata, costi fissi e condizioni.</li>
<li>Per quanto tempo il prezzo resta fisso e cosa succede alla scadenza.</li>
<li>Se gli sconti valgono solo con la domiciliazione bancaria, la bolletta digitale o per il primo anno.</li>
<li>La presenza di servizi aggiuntivi a pagamento (assicurazioni, assistenza caldaia) inclusi nell'offerta.</li>
</ul>

<h2>Cambiare fornitore: come funziona</h2>
<ul>
<li>È <strong>gratuito</strong> e non comporta interruzioni della fornitura né interventi sul contatore.</li>
<li>Non devi disdire il vecchio contratto: se ne occupa il nuovo fornitore.</li>
<li>Servono i dati dell'intestatario, il codice POD o PDR e l'indirizzo di fornitura.</li>
<li>Se firmi per telefono, online o fuori dai negozi hai <strong>14 giorni</strong> per ripensarci.</li>
</ul>

<h3>Le trappole da evitare</h3>
<ul>
<li>Diffida di chi telefona dicendo che "devi" cambiare contratto o che il tuo fornitore "non esiste più": nessuno è obbligato a passare a una specifica offerta.</li>
<li>Non comunicare POD, PDR o una foto della bolletta a chi ti chiama senza averlo richiesto.</li>
<li>Non firmare nulla alla porta senza aver letto la scheda sintetica.</li>
<li>Se ricevi un contratto che non hai chiesto, fai subito reclamo scritto al fornitore. Se la risposta non ti soddisfa, puoi rivolgerti gratuitamente allo Sportello per il consumatore Energia e Ambiente dell'ARERA.</li>
</ul>

<h2>Consumare meno: le abitudini che contano</h2>
<p>Il kWh più economico è quello che non consumi. Alcune abitudini con un effetto concreto:</p>
<ul>
<li><strong>Riscaldamento</strong>: abbassare il termostato di un grado riduce i consumi per il riscaldamento di circa il {{fatto:stima-riscaldamento-grado-min}}-{{fatto:stima-riscaldamento-grado-max}}. Le valvole termostatiche sui termosifoni permettono di scaldare meno le stanze poco usate.</li>
<li><strong>Manutenzione della caldaia</strong>: una caldaia pulita e ben regolata consuma meno ed è più sicura.</li>
<li><strong>Lavatrice e lavastoviglie</strong> a pieno carico e con i programmi eco; per i capi poco sporchi bastano 30-40 gradi.</li>
<li><strong>Fasce orarie</strong>: con un'offerta bioraria l'energia costa meno la sera, la notte e nel fine settimana (fasce F2 e F3) rispetto ai giorni feriali dalle 8 alle 19 (fascia F1). Conviene solo se sposti davvero lì una buona parte dei consumi.</li>
<li><strong>Stand-by</strong>: una ciabatta con interruttore per TV, decoder e console spegne i consumi nascosti.</li>
<li><strong>Autolettura</strong>: comunica la lettura del contatore quando il fornitore la chiede, così eviti bollette basate su stime e conguagli a sorpresa.</li>
</ul>

<h2>Il bonus sociale</h2>
<p>Le famiglie con ISEE sotto una certa soglia, più alta per chi ha almeno quattro figli a carico, ricevono il <strong>bonus sociale</strong> per luce, gas e acqua. Non serve fare domanda: il bonus viene riconosciuto in automatico a chi presenta la DSU per ottenere l'ISEE. Le soglie sono aggiornate periodicamente e si trovano sul sito dell'ARERA. Spieghiamo come funziona l'ISEE nella guida dedicata a <a href="/blog/isee-bonus-famiglie-assegno-unico">ISEE e bonus per le famiglie</a>.</p>

<h2>Il prossimo passo</h2>
<ol>
<li>Prendi le ultime bollette e annota consumi annui, prezzo e quota fissa.</li>
<li>Confronta la spesa annua stimata sul Portale Offerte.</li>
<li>Segna in agenda la scadenza del prezzo fisso, per ricontrollare ogni anno.</li>
</ol>
<p>Registra le bollette nel <a href="/expenses">tracker delle spese</a> per vedere mese per mese quanto pesano sul budget, e usa il <a href="/budget-calculator">calcolatore 50/30/20</a> per capire se le spese necessarie superano la metà del reddito. Altre idee per le spese di casa sono nel piano per <a href="/blog/risparmiare-200-euro-al-mese">risparmiare 200 euro al mese</a>.</p>
`,
  },
];
