import type { SeedArticle } from "./types";

export const calculatorArticles: SeedArticle[] = [
  {
    slug: "calcolatore-mutuo-rata-sostenibile",
    title: "Calcolatore mutuo: come capire se la rata è sostenibile",
    excerpt:
      "Rata, interessi, ammortamento alla francese e la soglia del {{fatto:mutuo-rata-reddito-max}} del reddito: come usare un calcolatore mutuo per scegliere importo e durata senza mettere a rischio il bilancio familiare.",
    category: "calcolatori",
    readTime: 9,
    featuredImage: "/blog/calcolatori.svg",
    featuredImageAlt: "Illustrazione di una calcolatrice accanto a una casetta con il tetto rosso",
    seoTitle: "Calcolatore mutuo: rata sostenibile e ammortamento",
    metaDescription:
      "Come calcolare la rata del mutuo, leggere il piano di ammortamento alla francese e capire se la rata supera il {{fatto:mutuo-rata-reddito-max}} del reddito, con esempi e costi accessori.",
    keywords: ["calcolatore mutuo", "rata mutuo", "ammortamento alla francese", "rata sostenibile", "costi acquisto casa"],
    publishedAt: "2026-10-20T07:00:00.000Z",
    content: `
<p>Il mutuo è quasi sempre il debito più grande e più lungo della vita di una famiglia. Prima di andare in banca vale la pena fare i conti da soli: con un <a href="/mortgage-calculator">calcolatore mutuo</a> bastano pochi dati per capire quanto costerà davvero la casa e se la rata è sostenibile.</p>

<h2>I dati da inserire</h2>
<ul>
<li><strong>Valore dell'immobile</strong>: il prezzo di acquisto.</li>
<li><strong>Anticipo</strong>: la percentuale che paghi di tasca tua. Le banche finanziano di solito fino all'{{fatto:mutuo-ltv-max}} del valore di perizia; il resto, più le spese, deve essere già disponibile. Oltre, fino al 100%, si può arrivare con il Fondo di garanzia prima casa di Consap per le categorie che copre.</li>
<li><strong>Tasso di interesse annuo</strong>: fisso o variabile, come indicato nel TAN dell'offerta.</li>
<li><strong>Durata</strong>: in genere da 10 a 30 anni.</li>
<li><strong>Reddito netto mensile</strong> della famiglia, per la verifica di sostenibilità.</li>
</ul>

<h2>Come si calcola la rata</h2>
<p>In Italia quasi tutti i mutui usano l'<strong>ammortamento alla francese</strong>: la rata resta costante (a tasso fisso), ma all'inizio è composta soprattutto da interessi e alla fine soprattutto da capitale. La formula usa il tasso mensile (tasso annuo diviso 12) e il numero di mesi:</p>
<blockquote>rata = capitale × i / (1 − (1 + i)^(−n)), dove i è il tasso mensile e n il numero di rate</blockquote>
<p>Esempio: casa da 200.000 euro, anticipo del 20%, mutuo di 160.000 euro al 3% per 25 anni. Il tasso mensile è 0,25% e le rate sono 300: la rata risulta di circa <strong>759 euro</strong>. In 25 anni si restituiscono circa 227.600 euro, di cui oltre 67.000 di interessi.</p>

<h2>La soglia del {{fatto:mutuo-rata-reddito-max}}</h2>
<p>Una rata si considera sostenibile quando non supera il <strong>{{fatto:mutuo-rata-reddito-max}} del reddito netto mensile</strong>. È la regola che applicano anche molte banche nella valutazione del merito creditizio. Nel nostro esempio servono almeno 2.170 euro netti al mese circa perché 759 euro siano entro la soglia.</p>
<p>Rispettare il {{fatto:mutuo-rata-reddito-max}} non significa che il resto del bilancio vada bene: considera anche le altre rate in corso (auto, prestiti), i figli e le spese di manutenzione della casa. Chi vuole margine di sicurezza usa la lettura prudente della stessa regola: rata entro {{fatto:mutuo-rata-reddito-prudente}} del reddito.</p>

<h2>Durata più lunga o più corta?</h2>
<table>
<thead><tr><th scope="col">Mutuo 160.000 € al 3%</th><th scope="col">Rata mensile</th><th scope="col">Interessi totali</th></tr></thead>
<tbody>
<tr><td>20 anni</td><td>circa 887 €</td><td>circa 53.000 €</td></tr>
<tr><td>25 anni</td><td>circa 759 €</td><td>circa 67.600 €</td></tr>
<tr><td>30 anni</td><td>circa 675 €</td><td>circa 82.800 €</td></tr>
</tbody>
</table>
<p>Allungare la durata abbassa la rata ma aumenta molto gli interessi. Una strada intermedia è scegliere una durata che rende la rata comoda e fare <em>estinzioni parziali</em> quando possibile: sui mutui per la prima casa stipulati da persone fisiche non si pagano penali di estinzione anticipata.</p>

<h2>Leggere il piano di ammortamento</h2>
<p>Il piano di ammortamento mostra, mese per mese, quanto della rata va in interessi, quanto in capitale e quanto debito resta. Due cose da osservare:</p>
<ol>
<li>Nei primi anni il debito scende lentamente: dopo 5 anni su 25 hai restituito meno di un sesto del capitale.</li>
<li>Un'estinzione parziale fatta presto risparmia molti più interessi di una fatta verso la fine.</li>
</ol>

<h2>I costi che il calcolatore della rata non mostra</h2>
<ul>
<li><strong>Notaio</strong>: indicativamente tra {{fatto:stima-notaio-compravendita-min}} e {{fatto:stima-notaio-compravendita-max}} per l'atto di compravendita, più tra {{fatto:stima-notaio-mutuo-min}} e {{fatto:stima-notaio-mutuo-max}} per l'atto di mutuo.</li>
<li><strong>Imposta di registro</strong>: dal {{fatto:registro-prima-casa}} del valore catastale per la prima casa acquistata da privato, fino al {{fatto:registro-altri-immobili}} per la seconda casa.</li>
<li><strong>Spese bancarie</strong>: istruttoria e altre commissioni, da circa 500 a 2.000 euro.</li>
<li><strong>Perizia</strong>: da circa {{fatto:stima-perizia-min}} a {{fatto:stima-perizia-max}}.</li>
<li><strong>Assicurazione</strong> incendio e scoppio obbligatoria, e a volte polizze facoltative proposte dalla banca.</li>
</ul>
<p>Confronta le offerte usando il <strong>TAEG</strong>, che include i costi accessori, e non solo il TAN.</p>

<h2>Fisso o variabile?</h2>
<p>Il tasso fisso offre una rata certa per tutta la durata: è la scelta più prudente per chi ha un bilancio tirato. Il variabile parte spesso più basso ma segue l'andamento dei tassi di mercato: può convenire a chi ha margine per assorbire rialzi e una durata breve. Se scegli il variabile, simula anche uno scenario con il tasso più alto di due punti e verifica che la rata resti sotto il {{fatto:mutuo-rata-reddito-max}}.</p>

<h2>In sintesi</h2>
<p>Prima di firmare, calcola la rata con durate diverse, verifica la soglia del {{fatto:mutuo-rata-reddito-max}}, metti in conto 10.000-15.000 euro di costi accessori e tieni da parte un fondo emergenze. Il <a href="/mortgage-calculator">calcolatore mutuo</a> ti mostra rata, interessi e il piano completo in pochi secondi; per vedere come la rata si inserisce nel tuo bilancio usa il <a href="/budget-calculator">calcolatore budget 50/30/20</a>.</p>
`,
  },
];
