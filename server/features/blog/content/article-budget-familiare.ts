import type { SeedArticle } from "./types";

export const budgetArticles: SeedArticle[] = [
  {
    slug: "budget-familiare-guida-completa",
    title: "Budget familiare: la guida completa per gestire le spese di casa",
    excerpt:
      "Come costruire un budget familiare che funziona davvero: entrate nette, spese fisse e variabili, la regola 50/30/20 adattata alle famiglie italiane e le abitudini per mantenerlo nel tempo.",
    category: "budget",
    readTime: 12,
    featuredImage: "/blog/budget.svg",
    featuredImageAlt: "Illustrazione di un quaderno del budget con un grafico a torta diviso in tre parti",
    seoTitle: "Budget familiare: guida completa passo passo",
    metaDescription:
      "Impara a fare il budget familiare: calcola le entrate nette, dividi le spese con la regola 50/30/20, crea il fondo emergenze e controlla i conti in 15 minuti al mese.",
    keywords: ["budget familiare", "regola 50/30/20", "gestione spese casa", "fondo emergenza", "risparmio famiglia"],
    publishedAt: "2026-09-01T07:00:00.000Z",
    content: `
<p>Il <strong>budget familiare</strong> non è una gabbia: è una mappa. Sapere in anticipo dove andranno i soldi del mese permette di decidere con calma, invece di scoprire a fine mese che il conto è in rosso. In questa guida vediamo come costruirlo da zero, con numeri concreti e senza fogli di calcolo complicati.</p>

<h2>1. Parti dalle entrate nette, non dalla RAL</h2>
<p>Il primo errore è ragionare sullo stipendio lordo. Per il budget conta solo quello che arriva davvero sul conto: lo <strong>stipendio netto</strong> in busta paga, eventuali pensioni, assegni (come l'Assegno Unico per i figli), affitti incassati o entrate da lavoro autonomo già al netto di tasse e contributi.</p>
<p>Se hai tredicesima e quattordicesima, hai due strade: considerarle entrate straordinarie da destinare a obiettivi precisi (vacanze, assicurazione auto, regali di Natale) oppure dividere il reddito annuo netto per dodici. La seconda scelta rende i mesi più uniformi; la prima è più prudente. L'importante è decidere e restare coerenti.</p>
<p>Per chi ha entrate variabili (partite IVA, provvigioni, lavori stagionali) conviene usare come base <em>il mese più basso degli ultimi dodici</em>: ciò che entra in più va in un conto cuscinetto da cui "pagarsi lo stipendio" nei mesi magri.</p>

<h2>2. Elenca le spese: fisse, variabili e annuali</h2>
<p>Prendi gli estratti conto degli ultimi tre mesi e dividi le uscite in tre gruppi:</p>
<ul>
<li><strong>Spese fisse mensili</strong>: affitto o rata del mutuo, condominio, utenze, abbonamenti telefonici e internet, rate di prestiti, asilo o mensa.</li>
<li><strong>Spese variabili</strong>: spesa alimentare, carburante, abbigliamento, ristoranti, tempo libero, farmacia.</li>
<li><strong>Spese annuali o irregolari</strong>: assicurazione auto, bollo, TARI, manutenzioni, libri scolastici, regali. Sono quelle che mandano in crisi il budget perché "non ci si pensa".</li>
</ul>
<p>Per le spese annuali usa un trucco semplice: somma il totale dell'anno e dividilo per dodici. Se l'assicurazione costa 480 euro, il bollo 240 e la TARI 300, sono 1.020 euro l'anno, cioè <strong>85 euro al mese</strong> da mettere da parte ogni mese su un conto separato. Quando arriva la scadenza, i soldi ci sono già.</p>

<h2>3. Dividi con la regola 50/30/20</h2>
<p>La regola 50/30/20 è il punto di partenza più semplice: il reddito netto si divide in tre parti.</p>
<table>
<thead><tr><th scope="col">Quota</th><th scope="col">A cosa serve</th><th scope="col">Esempio su 2.400 € netti</th></tr></thead>
<tbody>
<tr><td>50% necessità</td><td>casa, utenze, spesa, trasporti, salute</td><td>1.200 €</td></tr>
<tr><td>30% desideri</td><td>ristoranti, hobby, viaggi, abbonamenti non essenziali</td><td>720 €</td></tr>
<tr><td>20% risparmi</td><td>fondo emergenze, obiettivi, investimenti, debiti extra</td><td>480 €</td></tr>
</tbody>
</table>
<p>Nelle città con affitti alti il 50% per le necessità può non bastare. Non è un fallimento: si può partire da un 60/25/15, tagliando un po' i desideri ma non il risparmio, e migliorare di un punto percentuale alla volta. Il <a href="/budget-calculator">calcolatore budget 50/30/20</a> fa i conti al centesimo e ti mostra subito dove sei fuori misura.</p>

<h2>4. Costruisci il fondo emergenze prima di tutto</h2>
<p>Prima di investire, ogni famiglia dovrebbe avere un <strong>fondo emergenze</strong> pari a 3-6 mesi di spese essenziali. Tre mesi bastano a un nucleo con due stipendi stabili; sei mesi sono consigliati a chi ha un solo reddito, figli piccoli o lavoro autonomo.</p>
<p>Il fondo va tenuto liquido e separato dal conto di tutti i giorni: un conto deposito svincolabile o un secondo conto senza carta collegata. Non deve rendere molto, deve <em>esserci</em> quando si rompe la caldaia o l'auto.</p>
<blockquote>Un fondo emergenze trasforma un imprevisto da crisi a semplice seccatura: è il primo mattone di ogni piano finanziario.</blockquote>

<h2>5. Scegli un metodo di controllo che userai davvero</h2>
<p>Il miglior metodo è quello che non abbandoni dopo due settimane. Le opzioni più comuni sono:</p>
<ol>
<li><strong>Tracciamento delle spese</strong>: annoti ogni uscita (bastano pochi secondi con il <a href="/expenses">tracker delle spese</a>) e a fine mese confronti le categorie con il budget.</li>
<li><strong>Metodo delle buste</strong>: per le spese variabili decidi un tetto (per esempio 500 euro di spesa alimentare) e quando è finito aspetti il mese successivo. Funziona bene anche con conti o carte prepagate dedicate.</li>
<li><strong>Pagati per primo</strong>: il giorno dello stipendio un bonifico automatico sposta la quota di risparmio su un altro conto. Quello che resta si può spendere senza sensi di colpa.</li>
</ol>
<p>Molte famiglie combinano il terzo metodo con il primo: il risparmio è automatico e il tracciamento serve solo a capire dove si può migliorare.</p>

<h2>6. La revisione mensile in 15 minuti</h2>
<p>Una volta al mese, sempre lo stesso giorno, siediti con chi condivide le spese di casa e rispondi a quattro domande:</p>
<ul>
<li>Quanto è entrato e quanto è uscito davvero?</li>
<li>Quale categoria ha sforato e perché (imprevisto o abitudine)?</li>
<li>Quanto è andato nel fondo emergenze e negli obiettivi?</li>
<li>C'è un abbonamento o una spesa fissa che possiamo tagliare o rinegoziare?</li>
</ul>
<p>Una revisione breve ma costante vale più di un budget perfetto compilato una sola volta. Dopo tre o quattro mesi avrai numeri realistici e il budget smetterà di essere una stima per diventare uno strumento.</p>

<h2>7. Gli errori più comuni</h2>
<ul>
<li><strong>Budget troppo rigido</strong>: se non prevedi nulla per i desideri, prima o poi salta tutto. Meglio una quota piccola ma reale.</li>
<li><strong>Dimenticare le spese annuali</strong>: sono la causa principale dei "mesi storti".</li>
<li><strong>Non coinvolgere la famiglia</strong>: il budget funziona se lo conoscono tutti, figli grandi compresi.</li>
<li><strong>Usare le carte di credito come estensione dello stipendio</strong>: il saldo va pagato per intero ogni mese, altrimenti gli interessi mangiano il risparmio.</li>
</ul>

<h2>In sintesi</h2>
<p>Un budget familiare efficace parte dalle entrate nette, distingue spese fisse, variabili e annuali, usa la regola 50/30/20 come bussola e mette al primo posto il fondo emergenze. Il resto è costanza: 15 minuti al mese bastano per tenere la rotta. Se vuoi iniziare subito, inserisci il tuo reddito nel <a href="/budget-calculator">calcolatore gratuito</a> e salva il risultato: sarà il punto di partenza del tuo primo mese sotto controllo.</p>
`,
  },
];
