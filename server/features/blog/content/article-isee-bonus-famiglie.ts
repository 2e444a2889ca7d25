import type { SeedArticle } from "./types";

export const iseeArticles: SeedArticle[] = [
  {
    slug: "isee-bonus-famiglie-assegno-unico",
    title: "ISEE e bonus per le famiglie: come funziona e cosa ti spetta",
    excerpt:
      "L'ISEE apre la porta all'assegno unico, al bonus nido, al bonus sociale sulle bollette e a molte agevolazioni locali. Come si calcola, come si richiede e perché conta ancora di più con un solo reddito.",
    category: "budget",
    readTime: 8,
    featuredImage: "/blog/budget.svg",
    featuredImageAlt: "Illustrazione di un documento con un grafico a torta, a rappresentare i conti e le agevolazioni della famiglia",
    seoTitle: "ISEE e bonus famiglie: assegno unico e bonus nido",
    metaDescription:
      "Come si calcola l'ISEE, come presentare la DSU gratis e quali aiuti apre: assegno unico, bonus asilo nido, bonus sociale per le bollette e agevolazioni locali.",
    keywords: ["ISEE", "come si calcola l'ISEE", "assegno unico universale", "bonus asilo nido", "DSU", "bonus famiglie"],
    publishedAt: "2026-06-09T07:00:00.000Z",
    content: `
<p>Molte famiglie rinunciano a un aiuto a cui avrebbero diritto solo perché pensano di "guadagnare troppo" o perché la procedura sembra complicata. In Italia quasi tutte le agevolazioni per le famiglie passano da un unico indicatore: l'<strong>ISEE</strong>. Capire come funziona è un passo concreto per far quadrare il budget, soprattutto quando in casa entra un solo stipendio.</p>
<p>In questa guida spieghiamo i meccanismi, che cambiano poco nel tempo. Gli importi e le soglie invece vengono aggiornati spesso: per le cifre dell'anno in corso fai sempre riferimento al sito dell'INPS.</p>

<h2>Cos'è l'ISEE</h2>
<p>L'ISEE (Indicatore della Situazione Economica Equivalente) misura la situazione economica del nucleo familiare tenendo conto di tre cose: i <strong>redditi</strong> di tutti i componenti, il <strong>patrimonio</strong> (conti, titoli, case) e il <strong>numero di persone</strong> che vivono con quelle risorse. Due famiglie con lo stesso stipendio possono avere ISEE molto diversi se una ha tre figli e l'altra nessuno.</p>

<h2>Come si calcola, in parole semplici</h2>
<ol>
<li><strong>Redditi (ISR)</strong>: si sommano i redditi dei componenti del nucleo, riferiti al secondo anno precedente la domanda, e si sottraggono alcune voci, come una parte dell'affitto pagato.</li>
<li><strong>Patrimonio (ISP)</strong>: si sommano il patrimonio mobiliare (saldi e giacenze dei conti, titoli, buoni) e quello immobiliare (il valore delle case ai fini IMU, meno il mutuo residuo), con alcune franchigie, per esempio sulla casa di abitazione.</li>
<li><strong>ISE</strong>: redditi + <strong>20%</strong> del patrimonio.</li>
<li><strong>ISEE</strong>: l'ISE diviso per il parametro della <strong>scala di equivalenza</strong>, che cresce con il numero di componenti.</li>
</ol>

<h3>La scala di equivalenza</h3>
<table>
<thead><tr><th scope="col">Componenti del nucleo</th><th scope="col">Parametro di base</th></tr></thead>
<tbody>
<tr><td>1</td><td>1,00</td></tr>
<tr><td>2</td><td>{{fatto:isee-scala-2-componenti}}</td></tr>
<tr><td>3</td><td>{{fatto:isee-scala-3-componenti}}</td></tr>
<tr><td>4</td><td>{{fatto:isee-scala-4-componenti}}</td></tr>
<tr><td>5</td><td>{{fatto:isee-scala-5-componenti}}</td></tr>
</tbody>
</table>
<p>Ogni componente in più aggiunge {{fatto:isee-scala-componente-ulteriore}}. Sono previste maggiorazioni, per esempio per i figli piccoli o per le persone con disabilità. Dal 2026, nell'ISEE per le prestazioni familiari, si aggiungono {{fatto:isee-scala-maggiorazione-2-figli}} con due figli, {{fatto:isee-scala-maggiorazione-3-figli}} con tre, {{fatto:isee-scala-maggiorazione-4-figli}} con quattro e {{fatto:isee-scala-maggiorazione-5-figli}} con cinque o più.</p>

<h3>Un esempio semplificato</h3>
<p>Una famiglia di due genitori e due figli con un solo stipendio ha redditi (ISR) per 26.000 € e un patrimonio, dopo le franchigie, di 20.000 €. L'ISE è 26.000 + 20% di 20.000 = 26.000 + 4.000 = <strong>30.000 €</strong>. Per l'ISEE ordinario si divide per {{fatto:isee-scala-4-componenti}} e si ottiene circa <strong>12.195 €</strong>. Per l'assegno unico, dal 2026, con due figli si divide per 2,56 ({{fatto:isee-scala-4-componenti}} + {{fatto:isee-scala-maggiorazione-2-figli}}): circa <strong>11.719 €</strong>. Il calcolo vero lo fa l'INPS sulla tua dichiarazione.</p>

<h2>Come si ottiene l'ISEE</h2>
<p>Per avere l'ISEE si presenta la <strong>DSU</strong> (Dichiarazione Sostitutiva Unica). Hai tre strade:</p>
<ul>
<li><strong>Online sul sito dell'INPS</strong>, con SPID, CIE o CNS. La versione <em>precompilata</em> recupera in automatico molti dati da Agenzia delle Entrate e INPS: tu controlli e completi.</li>
<li><strong>Presso un CAF</strong>: l'assistenza per la DSU è gratuita per il cittadino.</li>
<li><strong>Presso un patronato</strong>.</li>
</ul>
<p>L'ISEE vale fino al <strong>31 dicembre</strong> dell'anno in cui presenti la DSU: per questo conviene rinnovarlo a inizio anno. Esistono poi versioni particolari:</p>
<ul>
<li><strong>ISEE minorenni</strong>, richiesto per le prestazioni ai figli quando i genitori non sono sposati e non vivono insieme;</li>
<li><strong>ISEE corrente</strong>, da chiedere quando la situazione è peggiorata molto rispetto ai redditi di due anni prima, per esempio dopo la perdita del lavoro o un forte calo delle entrate;</li>
<li>ISEE per le prestazioni universitarie e socio-sanitarie.</li>
</ul>

<h2>L'assegno unico universale</h2>
<p>Dal 2022 l'<strong>assegno unico universale</strong> ha sostituito gli assegni al nucleo familiare per i figli e le detrazioni fiscali per i figli sotto i 21 anni. Lo paga l'INPS ogni mese.</p>
<ul>
<li><strong>A chi spetta</strong>: per ogni figlio a carico dal settimo mese di gravidanza fino ai 18 anni; fino ai 21 anni se il figlio studia, fa un tirocinio, lavora con un reddito basso, è disoccupato e cerca lavoro o svolge il servizio civile; senza limiti di età per i figli con disabilità.</li>
<li><strong>Quanto</strong>: l'importo per figlio diminuisce al crescere dell'ISEE. Anche senza ISEE l'assegno spetta, ma nella misura minima. Ci sono maggiorazioni, per esempio per i figli successivi al secondo, per i figli con disabilità e per le madri con meno di 21 anni. La maggiorazione per i nuclei in cui <em>entrambi</em> i genitori lavorano non spetta alle famiglie con un solo reddito: è normale, non è un errore.</li>
<li><strong>Come</strong>: la domanda si presenta una volta sola e resta valida negli anni successivi. Va però rinnovato l'ISEE ogni anno e vanno comunicati i cambiamenti, come la nascita di un altro figlio.</li>
</ul>
<h3>Le cifre del 2026</h3>
<ul>
<li>Importi e soglie sono stati rivalutati del <strong>{{fatto:assegno-unico-rivalutazione}}</strong>.</li>
<li>Con un ISEE fino a <strong>{{fatto:assegno-unico-isee-soglia-importo-pieno}}</strong> l'assegno spetta nella misura piena, {{fatto:assegno-unico-importo-max}} al mese per ogni figlio minorenne; poi scende fino all'importo minimo, {{fatto:assegno-unico-importo-min}}, che spetta con un ISEE oltre <strong>{{fatto:assegno-unico-isee-soglia-importo-minimo}}</strong> o senza ISEE.</li>
<li>Per l'assegno unico, l'assegno di inclusione, il bonus nido e le altre prestazioni familiari la casa di abitazione non conta nel patrimonio fino a un valore catastale di <strong>{{fatto:isee-franchigia-prima-casa}}</strong>, più {{fatto:isee-franchigia-maggiorazione-figlio}} per ogni figlio convivente dopo il primo (per l'ISEE ordinario la franchigia resta {{fatto:isee-franchigia-prima-casa-ordinaria}}).</li>
<li>Titoli di Stato e buoni fruttiferi postali restano esclusi dal patrimonio fino a {{fatto:isee-esclusione-titoli-stato}}.</li>
</ul>
<p>Gli importi esatti per ogni fascia sono nelle tabelle dell'INPS: controlla sempre il <a href="https://www.inps.it">sito dell'INPS</a> prima di fare i conti.</p>
<p>Se a inizio anno non rinnovi l'ISEE, da marzo ricevi solo l'importo minimo. Presentando la DSU entro il 30 giugno ottieni anche gli arretrati dovuti da marzo. Gli importi vengono rivalutati ogni anno: le tabelle aggiornate sono sul <a href="https://www.inps.it">sito dell'INPS</a>.</p>

<h2>Il bonus asilo nido</h2>
<p>È un contributo dell'INPS per pagare le rette dell'asilo nido, pubblico o privato autorizzato, per i bambini sotto i tre anni. Può essere chiesto anche per un supporto a casa per i bambini sotto i tre anni con gravi patologie croniche.</p>
<ul>
<li>L'importo massimo annuo dipende dall'<strong>ISEE minorenni</strong>; per alcuni bambini nati dal 2024 è stato aumentato.</li>
<li>La domanda si presenta ogni anno sul sito dell'INPS, indicando i mesi di frequenza.</li>
<li>Il contributo viene pagato mese per mese dopo che hai caricato le ricevute delle rette pagate: conserva tutte le ricevute.</li>
</ul>

<h2>Altri aiuti legati all'ISEE</h2>
<ul>
<li><strong>Bonus sociale</strong> per luce, gas e acqua: sotto una certa soglia ISEE viene applicato in automatico in bolletta, senza domanda. Ne parliamo nella guida alle <a href="/blog/bollette-luce-gas-risparmiare-dopo-mercato-tutelato">bollette di luce e gas</a>.</li>
<li><strong>Agevolazioni locali</strong>: mensa e trasporto scolastico, centri estivi, tariffe dei servizi comunali. Le decide ogni Comune: controlla il sito del tuo.</li>
<li><strong>Università</strong>: riduzioni delle tasse e borse di studio dipendono dall'ISEE per le prestazioni universitarie.</li>
<li><strong>Assegno di inclusione</strong>: una misura per i nuclei in difficoltà economica con minori, persone con disabilità o over 60, con requisiti ISEE e patrimoniali stringenti.</li>
</ul>

<h2>Se in famiglia c'è un solo reddito</h2>
<ul>
<li>Con un reddito e più persone a carico l'ISEE tende a essere più basso: vale la pena calcolarlo anche se pensi di non avere diritto a nulla.</li>
<li>Se il coniuge ha un reddito annuo non superiore a {{fatto:reddito-familiare-a-carico}}, chi lavora ha diritto alla <strong>detrazione per coniuge a carico</strong>: verifica che sia indicata al datore di lavoro o nella dichiarazione dei redditi.</li>
<li>L'assegno unico è un'entrata regolare: inseriscilo nel budget mensile insieme allo stipendio.</li>
</ul>

<h2>Gli errori da evitare</h2>
<ul>
<li><strong>Dimenticare il rinnovo</strong> a gennaio: l'ISEE scade il 31 dicembre.</li>
<li><strong>Dichiarare dati incompleti</strong>: un conto o un libretto dimenticato produce un ISEE con "omissioni o difformità", che può bloccare le prestazioni finché non lo correggi.</li>
<li><strong>Non chiedere l'ISEE corrente</strong> dopo aver perso il lavoro: l'ISEE ordinario guarda ai redditi di due anni prima.</li>
<li><strong>Pagare per un servizio gratuito</strong>: la DSU al CAF non costa nulla.</li>
</ul>

<h2>Il prossimo passo</h2>
<p>Quando conosci le entrate reali della famiglia, stipendio più eventuale assegno unico, inseriscile nel <a href="/budget-calculator">calcolatore del budget 50/30/20</a> e registra le uscite nel <a href="/expenses">tracker delle spese</a>. Se vuoi un metodo per assegnare ogni euro a una voce, prova il <a href="/blog/metodo-buste-budget-a-zero-reddito-unico">metodo delle buste</a>.</p>
`,
  },
];
