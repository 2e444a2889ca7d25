import type { SeedArticle } from "./types";

export const investingArticles: SeedArticle[] = [
  {
    slug: "come-investire-piccole-somme",
    title: "Come investire piccole somme: da 50 euro al mese a un capitale",
    excerpt:
      "Non servono migliaia di euro per iniziare a investire. Con un piano di accumulo su ETF diversificati anche 50 euro al mese, lasciati lavorare per anni, possono fare la differenza.",
    category: "investimenti",
    readTime: 15,
    featuredImage: "/blog/investimenti.svg",
    featuredImageAlt: "Illustrazione di una pianta che cresce da una pila di monete accanto a un grafico in salita",
    seoTitle: "Come investire piccole somme: guida al PAC",
    metaDescription:
      "Investire piccole somme è possibile: fondo emergenze, piano di accumulo (PAC) su ETF, costi, tasse al {{fatto:aliquota-redditi-finanziari}} e interesse composto spiegati con esempi in euro.",
    keywords: ["investire piccole somme", "PAC", "piano di accumulo", "ETF", "interesse composto", "investire 50 euro al mese"],
    publishedAt: "2026-09-15T07:00:00.000Z",
    content: `
<p>Molti pensano che investire sia una cosa da "ricchi" o che servano almeno diecimila euro per cominciare. Non è così: oggi si può investire con <strong>50 o 100 euro al mese</strong>, con costi contenuti e senza passare le serate a guardare i grafici. Il segreto non è la cifra di partenza, ma il tempo e la costanza.</p>

<h2>Prima di investire: tre condizioni</h2>
<p>Investire ha senso solo se la base è solida. Prima di mettere soldi sui mercati controlla di avere:</p>
<ol>
<li><strong>Un fondo emergenze</strong> di almeno 3 mesi di spese essenziali, tenuto liquido. I soldi investiti non devono servire per la caldaia rotta.</li>
<li><strong>Nessun debito costoso</strong>: carte revolving o prestiti al consumo con TAEG del 10-20% costano più di quanto un investimento prudente possa rendere. Estinguerli è il "rendimento" migliore.</li>
<li><strong>Un orizzonte di almeno 5-10 anni</strong> per la parte azionaria. Nel breve periodo i mercati possono scendere anche del 30%; nel lungo periodo, storicamente, hanno recuperato e superato le perdite.</li>
</ol>

<h2>Il piano di accumulo (PAC)</h2>
<p>Il <strong>PAC</strong> consiste nell'investire una cifra fissa a intervalli regolari, di solito ogni mese. Ha tre vantaggi concreti:</p>
<ul>
<li><strong>Abitudine automatica</strong>: imposti un bonifico o un addebito e non ci pensi più.</li>
<li><strong>Media dei prezzi</strong>: quando i mercati scendono compri più quote, quando salgono ne compri meno. Non serve indovinare il momento giusto.</li>
<li><strong>Accessibilità</strong>: molti intermediari accettano versamenti da 25-50 euro.</li>
</ul>
<p>Un esempio: 100 euro al mese per 20 anni sono 24.000 euro versati. Con un rendimento medio annuo ipotetico del 5%, il capitale finale supera i <strong>41.000 euro</strong> prima delle tasse. Con il 3% sarebbero circa 32.800 euro. Puoi provare le tue cifre con il <a href="/pac-simulator">simulatore PAC</a>, che mostra anche l'effetto dell'inflazione e delle tasse sulle plusvalenze.</p>
<blockquote>L'interesse composto premia chi inizia presto: dieci anni in più di investimento contano più di qualche euro in più al mese.</blockquote>

<h2>Su cosa investire: gli ETF</h2>
<p>Per chi investe piccole somme gli strumenti più adatti sono in genere gli <strong>ETF</strong> (Exchange Traded Fund): fondi quotati in Borsa che replicano un indice, per esempio le azioni di tutto il mondo o le obbligazioni europee.</p>
<ul>
<li><strong>Diversificazione</strong>: con un solo ETF azionario globale possiedi piccole parti di migliaia di aziende in decine di Paesi.</li>
<li><strong>Costi bassi</strong>: il costo annuo (TER) di un ETF su indici ampi è spesso tra lo 0,1% e lo 0,3%, contro l'1,5-2,5% di molti fondi comuni attivi.</li>
<li><strong>Trasparenza</strong>: sai sempre cosa contiene l'indice.</li>
</ul>
<p>La differenza di costo sembra piccola ma pesa: su 20 anni di versamenti mensili, un punto e mezzo percentuale di costi in più all'anno (per esempio un rendimento netto del 3,5% invece del 5%) riduce il capitale finale di circa il 16%. Prima di sottoscrivere qualsiasi prodotto leggi il KID (il documento con le informazioni chiave) e controlla costi di ingresso, di gestione e commissioni per ogni acquisto.</p>

<h2>Quanto in azioni e quanto in obbligazioni</h2>
<p>Non esiste una risposta valida per tutti. La scelta dipende da quanto tempo hai davanti e da come reagiresti a un forte calo. Una regola pratica molto usata:</p>
<table>
<thead><tr><th scope="col">Orizzonte</th><th scope="col">Profilo indicativo</th></tr></thead>
<tbody>
<tr><td>meno di 3 anni</td><td>niente azioni: conto deposito, titoli di Stato a breve, buoni postali</td></tr>
<tr><td>3-10 anni</td><td>mix equilibrato, per esempio 40-60% azioni</td></tr>
<tr><td>oltre 10 anni</td><td>quota azionaria più alta, se sai sopportare le oscillazioni</td></tr>
</tbody>
</table>
<p>Se l'idea di vedere il tuo investimento a -25% ti toglierebbe il sonno, riduci la parte azionaria: un piano che mantieni è meglio di un piano "ottimale" che abbandoni al primo calo.</p>

<h2>Tasse e costi da conoscere in Italia</h2>
<ul>
<li><strong>Plusvalenze</strong>: i guadagni su ETF e fondi sono tassati al <strong>{{fatto:aliquota-redditi-finanziari}}</strong>; la parte riferita a titoli di Stato italiani ed equiparati è tassata al {{fatto:aliquota-titoli-stato}}.</li>
<li><strong>Imposta di bollo</strong>: sul deposito titoli si paga lo {{fatto:bollo-prodotti-finanziari}} annuo del valore.</li>
<li><strong>Regime amministrato</strong>: per chi inizia è il più semplice, perché la banca o il broker calcola e versa le tasse al posto tuo e non devi indicarle nella dichiarazione dei redditi.</li>
</ul>
<p>Esistono anche strumenti con agevolazioni fiscali, come i <strong>fondi pensione</strong> (dal 2026 contributi deducibili fino a {{fatto:deducibilita-fondi-pensione}} l'anno) e i PIR. Valutali con attenzione insieme ai loro vincoli.</p>

<h2>Alternative a basso rischio per piccole somme</h2>
<p>Se il tuo orizzonte è breve o vuoi una parte "tranquilla" del patrimonio:</p>
<ul>
<li><strong>Conti deposito</strong>: rendimento noto in anticipo, garanzia del Fondo Interbancario fino a {{fatto:garanzia-depositi}} per depositante e per banca.</li>
<li><strong>Buoni fruttiferi postali</strong>: garantiti dallo Stato, si sottoscrivono anche con 50 euro.</li>
<li><strong>Titoli di Stato</strong>: BTP e BOT si acquistano con tagli minimi di 1.000 euro e hanno la tassazione agevolata al {{fatto:aliquota-titoli-stato}}.</li>
</ul>

<h2>Gli errori da evitare</h2>
<ol>
<li><strong>Inseguire le mode</strong>: criptovalute, azioni "miracolose" e consigli dai social non sono un piano.</li>
<li><strong>Vendere nel panico</strong>: chi ha venduto nei crolli ha trasformato una perdita temporanea in una definitiva.</li>
<li><strong>Controllare il portafoglio ogni giorno</strong>: un PAC si guarda una o due volte l'anno, per ribilanciare.</li>
<li><strong>Ignorare i costi</strong>: commissioni fisse alte su versamenti piccoli (per esempio 5 euro su 50) equivalgono al 10% di costo immediato.</li>
<li><strong>Non diversificare</strong>: mettere tutto su una sola azione o un solo settore aumenta il rischio senza aumentare il rendimento atteso.</li>
</ol>

<h2>Il piano in quattro passi</h2>
<ol>
<li>Completa il fondo emergenze.</li>
<li>Decidi una cifra mensile sostenibile, anche 50 euro, partendo dal 20% di risparmio del tuo <a href="/budget-calculator">budget 50/30/20</a>.</li>
<li>Scegli uno o due strumenti diversificati e a basso costo, adatti al tuo orizzonte.</li>
<li>Automatizza il versamento e rivedi il piano una volta l'anno, aumentando la rata quando aumenta lo stipendio.</li>
</ol>
<p>Investire piccole somme non ti renderà ricco in un anno, ma è il modo più affidabile per costruire un capitale nel tempo. Questo articolo ha scopo educativo e non costituisce consulenza finanziaria personalizzata: per scelte importanti valuta il parere di un consulente indipendente.</p>
`,
  },
];
