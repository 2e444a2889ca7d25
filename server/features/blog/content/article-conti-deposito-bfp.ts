import type { SeedArticle } from "./types";

export const safeSavingsArticles: SeedArticle[] = [
  {
    slug: "conti-deposito-buoni-fruttiferi-postali-confronto",
    title: "Conti deposito e buoni fruttiferi postali: quale conviene?",
    excerpt:
      "Due strumenti semplici per far fruttare i risparmi senza rischiare il capitale. Come funzionano, quanto si paga di tasse e di bollo, quali garanzie offrono e quando scegliere l'uno o l'altro.",
    category: "investimenti",
    readTime: 7,
    featuredImage: "/blog/investimenti.svg",
    featuredImageAlt: "Illustrazione di monete impilate accanto a un grafico che cresce lentamente, simbolo di risparmio prudente",
    seoTitle: "Conti deposito o buoni postali: il confronto",
    metaDescription:
      "Conti deposito e buoni fruttiferi postali a confronto: tasse al {{fatto:aliquota-redditi-finanziari}} o al {{fatto:aliquota-titoli-stato}}, imposta di bollo, garanzia fino a {{fatto:garanzia-depositi}}, vincoli e rimborso anticipato.",
    keywords: ["conto deposito", "buoni fruttiferi postali", "BFP", "tassazione interessi", "imposta di bollo", "FITD"],
    publishedAt: "2026-02-10T07:00:00.000Z",
    content: `
<p>Non tutti i risparmi devono essere investiti in borsa. Il fondo di emergenza, i soldi per l'auto da cambiare tra due anni o per le spese scolastiche dei figli devono restare al sicuro. Per queste somme le famiglie italiane usano soprattutto due strumenti: il <strong>conto deposito</strong> e i <strong>buoni fruttiferi postali</strong> (BFP). Vediamo come funzionano e come sceglierli.</p>

<h2>Il conto deposito</h2>
<p>È un conto offerto dalle banche che serve solo a tenere i soldi e a farli fruttare: non ha carta, bonifici verso terzi o domiciliazioni. I soldi si spostano da e verso un conto corrente collegato, intestato a te.</p>

<h3>Libero o vincolato</h3>
<ul>
<li><strong>Libero</strong>: puoi prelevare quando vuoi. Il tasso è di solito più basso.</li>
<li><strong>Vincolato</strong>: ti impegni a lasciare i soldi per un periodo (3, 6, 12 mesi o più) in cambio di un tasso più alto. Prima di aprirlo leggi cosa succede se hai bisogno dei soldi prima: alcune banche permettono lo svincolo perdendo parte degli interessi, altre non lo permettono affatto.</li>
</ul>

<h3>Tasse, bollo e garanzia</h3>
<ul>
<li><strong>Tasse</strong>: sugli interessi la banca trattiene il <strong>{{fatto:aliquota-redditi-finanziari}}</strong>, come per il conto corrente.</li>
<li><strong>Imposta di bollo</strong>: sulle somme vincolate si paga in genere lo <strong>{{fatto:bollo-prodotti-finanziari}} annuo</strong>; sulle somme libere alcune banche applicano invece i {{fatto:bollo-conto-corrente}} annui previsti per i conti con giacenza media superiore a {{fatto:bollo-conto-corrente-soglia}}. Diverse banche pagano il bollo al posto del cliente come promozione: controlla il foglio informativo.</li>
<li><strong>Garanzia</strong>: i depositi sono protetti fino a <strong>{{fatto:garanzia-depositi}} per depositante e per banca</strong> dal Fondo Interbancario di Tutela dei Depositi (FITD) o, per le banche di credito cooperativo, dal fondo di garanzia della loro categoria. Le banche estere che operano in Italia possono aderire al fondo del loro Paese: è indicato nei documenti del conto.</li>
</ul>

<h3>Quanto rende davvero: un esempio</h3>
<p>Metti 10.000 € vincolati per 12 mesi a un tasso lordo ipotetico del 2,5%:</p>
<ul>
<li>interessi lordi: 10.000 × 2,5% = <strong>250 €</strong>;</li>
<li>tasse al {{fatto:aliquota-redditi-finanziari}}: 65 €, quindi interessi netti <strong>185 €</strong>;</li>
<li>bollo allo {{fatto:bollo-prodotti-finanziari}}: 20 €, se non lo paga la banca.</li>
</ul>
<p>Il guadagno finale è tra 165 e 185 €: un rendimento netto tra l'1,65% e l'1,85%. È il numero da confrontare con le alternative, non il tasso pubblicizzato.</p>

<h2>I buoni fruttiferi postali</h2>
<p>I BFP sono emessi da Cassa Depositi e Prestiti, garantiti dallo <strong>Stato italiano</strong> e collocati da Poste Italiane. Si sottoscrivono all'ufficio postale oppure online, se hai un conto BancoPosta o un libretto di risparmio postale.</p>

<h3>Come funzionano</h3>
<p>Esistono buoni di durate diverse, da pochi anni a vent'anni; alcuni sono legati all'inflazione, altri sono dedicati ai minorenni e scadono quando il bambino diventa maggiorenne. In molti buoni il tasso cresce con il passare degli anni, per premiare chi li tiene fino alla scadenza. Gli interessi si sommano al capitale e vengono pagati tutti insieme al rimborso.</p>
<p>Puoi chiedere il rimborso in qualsiasi momento e riavere <strong>sempre il capitale</strong> versato. Gli interessi però dipendono dal tipo di buono e dal tempo trascorso: se rimborsi presto possono essere molto bassi o nulli. Le condizioni di ogni buono sono nel suo foglio informativo sul sito di Poste Italiane.</p>

<h3>Tasse e costi</h3>
<ul>
<li><strong>Tasse</strong>: sugli interessi si paga il <strong>{{fatto:aliquota-titoli-stato}}</strong>, come sui titoli di Stato.</li>
<li><strong>Costi</strong>: sottoscrizione e rimborso non hanno commissioni.</li>
<li><strong>Imposta di bollo</strong>: non si paga se il valore complessivo dei buoni che possiedi non supera 5.000 €; oltre questa soglia si applica lo {{fatto:bollo-prodotti-finanziari}} annuo.</li>
<li><strong>Successione</strong>: i buoni sono esclusi dal calcolo dell'imposta di successione.</li>
</ul>

<h3>Il peso della tassazione</h3>
<p>A parità di tasso lordo la differenza di tasse conta. Su 250 € di interessi lordi, con il {{fatto:aliquota-redditi-finanziari}} ne restano 185 €; con il {{fatto:aliquota-titoli-stato}} ne restano <strong>218,75 €</strong>. Per rendere quanto un buono, un conto deposito deve offrire un tasso lordo un po' più alto.</p>

<h2>Il confronto in una tabella</h2>
<table>
<thead><tr><th scope="col"></th><th scope="col">Conto deposito</th><th scope="col">Buoni fruttiferi postali</th></tr></thead>
<tbody>
<tr><td>Chi lo offre</td><td>Banche</td><td>Cassa Depositi e Prestiti, tramite Poste</td></tr>
<tr><td>Protezione</td><td>Fondo di garanzia dei depositi, fino a {{fatto:garanzia-depositi}} per banca</td><td>Garanzia dello Stato italiano</td></tr>
<tr><td>Tasse sugli interessi</td><td>{{fatto:aliquota-redditi-finanziari}}</td><td>{{fatto:aliquota-titoli-stato}}</td></tr>
<tr><td>Imposta di bollo</td><td>Di solito 0,20% sulle somme vincolate (a volte pagata dalla banca)</td><td>Esenti fino a 5.000 € complessivi, poi 0,20%</td></tr>
<tr><td>Disponibilità</td><td>Immediata se libero; a scadenza se vincolato</td><td>Capitale sempre rimborsabile, interessi secondo il tipo di buono</td></tr>
<tr><td>Durata tipica</td><td>Da pochi mesi a qualche anno</td><td>Da qualche anno a vent'anni</td></tr>
</tbody>
</table>

<h2>E i titoli di Stato?</h2>
<p>BOT e BTP hanno la stessa tassazione agevolata dei buoni ({{fatto:aliquota-titoli-stato}}) e si comprano tramite banca o app di trading, anche in fase di emissione. Si tengono in un deposito titoli, su cui si paga un bollo dello {{fatto:bollo-prodotti-finanziari}} annuo. A differenza dei buoni, se li vendi prima della scadenza il prezzo può essere più alto o più basso di quello pagato: il capitale è garantito solo se li tieni fino alla fine.</p>

<h2>Quale scegliere</h2>
<ul>
<li><strong>Fondo di emergenza</strong>: conto deposito libero o svincolabile per la parte che potrebbe servire a breve; buoni per la parte che pensi di non toccare. Ne parliamo nella guida al <a href="/blog/fondo-di-emergenza-quanto-serve-dove-tenerlo">fondo di emergenza</a>.</li>
<li><strong>Spesa con una data precisa</strong> (auto, lavori in casa tra 1-3 anni): conto deposito vincolato con scadenza poco prima della spesa.</li>
<li><strong>Risparmio per i figli</strong> su tempi lunghi: i buoni dedicati ai minori sono semplici e si possono alimentare nel tempo.</li>
<li><strong>Somme importanti</strong>: non superare 100.000 € nella stessa banca.</li>
</ul>

<h2>Gli errori da evitare</h2>
<ul>
<li><strong>Guardare solo il tasso promozionale</strong>: spesso vale solo per i nuovi clienti o per i primi mesi.</li>
<li><strong>Confondere lordo e netto</strong>: confronta sempre il rendimento dopo tasse e bollo.</li>
<li><strong>Dimenticare l'inflazione</strong>: se i prezzi salgono del 2% e il tuo rendimento netto è dell'1,7%, il potere d'acquisto scende leggermente. Questi strumenti proteggono il capitale, non lo fanno crescere molto.</li>
<li><strong>Fidarsi di offerte troppo belle</strong>: nessun deposito garantito rende il 10%. Verifica sempre che la banca sia autorizzata in Italia.</li>
</ul>

<h2>Il prossimo passo</h2>
<p>Conti deposito e buoni sono il posto giusto per i soldi che ti servono entro pochi anni. Per gli obiettivi a dieci o vent'anni, invece, conviene valutare anche un piano di accumulo: scopri le differenze nella guida agli <a href="/blog/etf-principianti-pac-costi-tasse-errori">ETF per principianti</a> e prova le cifre nel <a href="/pac-simulator">simulatore PAC</a>. Se non sai ancora quanto puoi risparmiare ogni mese, parti dal <a href="/budget-calculator">calcolatore del budget</a>.</p>
`,
  },
];
