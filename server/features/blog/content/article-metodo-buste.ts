import type { SeedArticle } from "./types";

export const envelopeArticles: SeedArticle[] = [
  {
    slug: "metodo-buste-budget-a-zero-reddito-unico",
    title: "Il metodo delle buste e il budget a base zero per chi ha un solo reddito",
    excerpt:
      "Dare un compito a ogni euro prima che il mese cominci: è l'idea del budget a base zero e del metodo delle buste. Come applicarli con un solo stipendio, con un esempio completo da 1.900 euro.",
    category: "budget",
    readTime: 7,
    featuredImage: "/blog/budget.svg",
    featuredImageAlt: "Illustrazione di un grafico a torta diviso in spicchi, come le buste in cui si divide lo stipendio del mese",
    seoTitle: "Metodo delle buste e budget a zero: guida pratica",
    metaDescription:
      "Come funziona il metodo delle buste con il budget a base zero: assegna ogni euro dello stipendio a una voce, con un esempio completo per una famiglia monoreddito.",
    keywords: ["metodo delle buste", "budget a base zero", "budget famiglia monoreddito", "gestire lo stipendio", "spese annuali"],
    publishedAt: "2026-07-07T07:00:00.000Z",
    content: `
<p>Quando in casa entra un solo stipendio, ogni euro conta. Eppure capita spesso di arrivare al 20 del mese senza sapere bene dove siano finiti i soldi. Il <strong>budget a base zero</strong> e il <strong>metodo delle buste</strong> risolvono proprio questo problema: invece di guardare le spese a fine mese, decidi prima dove andrà ogni euro.</p>

<h2>Cos'è il budget a base zero</h2>
<p>L'idea è semplice: all'inizio del mese assegni <strong>tutte</strong> le entrate a una voce, finché non resta nulla da assegnare.</p>
<blockquote>Entrate del mese − euro assegnati alle voci = 0</blockquote>
<p>"Zero" non significa spendere tutto: anche il risparmio e il fondo di emergenza sono voci a cui assegni dei soldi. Significa che nessun euro resta senza un compito, e quindi nessun euro sparisce in spese che non hai deciso.</p>

<h2>Cos'è il metodo delle buste</h2>
<p>È il modo pratico di applicare il budget a base zero. In origine si usavano vere buste di carta: il giorno dello stipendio si prelevavano i contanti e si mettevano in buste con scritto "spesa", "benzina", "svago". Quando una busta era vuota, per quel mese la voce era chiusa.</p>
<p>Oggi si può fare lo stesso in digitale:</p>
<ul>
<li>con i <strong>sottoconti o salvadanai</strong> che molte banche offrono nell'app;</li>
<li>con una <strong>carta prepagata</strong> dedicata alla spesa o alle uscite;</li>
<li>con un foglio o un'app dove tieni il saldo di ogni busta, registrando ogni spesa.</li>
</ul>
<p>Per le voci variabili, come la spesa al supermercato o lo svago, anche i contanti funzionano ancora molto bene: vedere la busta che si svuota aiuta a frenare.</p>

<h2>Come fare, passo per passo</h2>
<ol>
<li><strong>Parti dalle entrate reali</strong> del mese: stipendio netto ed eventuali entrate regolari, come l'assegno unico. Se le entrate variano, usa il mese più basso degli ultimi sei.</li>
<li><strong>Elenca le buste</strong>: spese fisse, spese variabili, spese annuali, risparmio e svago.</li>
<li><strong>Assegna ogni euro</strong>, cominciando dalle voci indispensabili, finché il totale assegnato è uguale alle entrate.</li>
<li><strong>Durante il mese</strong> spendi solo dalla busta giusta e registra le uscite.</li>
<li><strong>A fine mese</strong> confronta quanto avevi previsto con quanto hai speso e correggi le buste del mese dopo.</li>
</ol>

<h2>Un esempio completo: 1.900 € al mese</h2>
<p>Una famiglia di tre persone con un solo stipendio netto di 1.900 € al mese. Ecco come potrebbe dividerlo:</p>
<table>
<thead><tr><th scope="col">Busta</th><th scope="col">Importo</th></tr></thead>
<tbody>
<tr><td>Affitto</td><td>600 €</td></tr>
<tr><td>Bollette e telefono</td><td>160 €</td></tr>
<tr><td>Spesa alimentare e casa</td><td>420 €</td></tr>
<tr><td>Trasporti e carburante</td><td>120 €</td></tr>
<tr><td>Figlio e scuola</td><td>80 €</td></tr>
<tr><td>Salute e farmacia</td><td>30 €</td></tr>
<tr><td>Spese annuali (accantonamento)</td><td>100 €</td></tr>
<tr><td>Fondo di emergenza</td><td>150 €</td></tr>
<tr><td>Obiettivo vacanze</td><td>60 €</td></tr>
<tr><td>Svago e uscite</td><td>80 €</td></tr>
<tr><td>Piccole spese personali</td><td>60 €</td></tr>
<tr><td>Cuscinetto per le sorprese</td><td>40 €</td></tr>
<tr><td><strong>Totale</strong></td><td><strong>1.900 €</strong></td></tr>
</tbody>
</table>
<p>Entrate 1.900 €, assegnati 1.900 €: il risultato è zero. Ogni euro ha un compito.</p>

<h3>La busta delle spese annuali</h3>
<p>È la busta che fa la differenza, perché elimina i "mesi neri". In questo esempio la famiglia ha elencato le spese che arrivano una o due volte l'anno:</p>
<ul>
<li>assicurazione auto: 420 €;</li>
<li>bollo auto: 180 €;</li>
<li>TARI: 240 €;</li>
<li>regali di Natale e compleanni: 300 €;</li>
<li>manutenzione della caldaia: 60 €.</li>
</ul>
<p>Il totale è 1.200 € l'anno, cioè 100 € al mese. Quando arriva la scadenza, i soldi sono già lì e il budget del mese non salta. Questa busta non va confusa con il <a href="/blog/fondo-di-emergenza-quanto-serve-dove-tenerlo">fondo di emergenza</a>: le spese annuali sono prevedibili, le emergenze no.</p>

<h3>E la regola 50/30/20?</h3>
<p>Proviamo a raggruppare le buste dell'esempio. Le necessità (dall'affitto alle spese annuali) fanno 1.510 €, quasi l'80% delle entrate; risparmio e obiettivi 210 €, circa l'11%; svago, spese personali e cuscinetto 180 €, poco meno del 10%.</p>
<p>È una situazione frequente con un solo reddito: le spese necessarie superano di molto la metà. La regola 50/30/20 resta un utile punto di riferimento, ma il metodo delle buste ti mostra <strong>dove</strong> intervenire. In questo caso le buste su cui lavorare sono bollette e spesa alimentare, per riportare il risparmio verso il 20%.</p>

<h2>Cosa fare quando una busta finisce</h2>
<p>Succederà, soprattutto nei primi mesi. La regola è una sola: <strong>sposti soldi da un'altra busta</strong>, non ne aggiungi dal nulla. Se la spesa alimentare sfora di 30 €, li togli dallo svago o dal cuscinetto. Il totale resta 1.900 € e tu decidi consapevolmente a cosa rinunciare.</p>
<p>Due eccezioni da non fare mai: non usare il fondo di emergenza per una spesa che non è un'emergenza, e non coprire il buco con la carta di credito o con un acquisto a rate.</p>

<h3>E se a fine mese avanza qualcosa?</h3>
<p>Ottimo segnale. Puoi lasciare il resto nella busta, se è una voce che varia molto (come la spesa), oppure spostarlo su un obiettivo: fondo di emergenza, vacanze, un piccolo investimento.</p>

<h2>Consigli per chi ha un solo stipendio</h2>
<ul>
<li><strong>Vivi con lo stipendio del mese precedente</strong>: accumula piano piano un mese di spese di anticipo. Così il budget di ogni mese usa soldi già arrivati e il giorno esatto di accredito non fa più paura.</li>
<li><strong>Automatizza le buste di risparmio</strong>: bonifico automatico verso il sottoconto il giorno dello stipendio.</li>
<li><strong>Ripeti il budget ogni mese</strong>: dicembre, settembre con i libri di scuola, i mesi delle bollette del riscaldamento sono diversi dagli altri.</li>
<li><strong>Coinvolgi la famiglia</strong>: se anche chi non porta lo stipendio conosce le buste, le decisioni si prendono insieme e senza tensioni.</li>
<li><strong>Inizia semplice</strong>: cinque o sei buste bastano. Le dividerai meglio quando avrai qualche mese di dati.</li>
</ul>

<h2>Il prossimo passo</h2>
<p>Per decidere gli importi delle buste ti servono dati veri: registra le spese di un mese nel <a href="/expenses">tracker delle spese</a>. Poi confronta le tue proporzioni con il <a href="/budget-calculator">calcolatore del budget 50/30/20</a>, che ti mostra in un attimo le cifre di riferimento per il tuo stipendio. Per le basi del bilancio familiare c'è anche la <a href="/blog/budget-familiare-guida-completa">guida completa al budget</a>.</p>
`,
  },
];
