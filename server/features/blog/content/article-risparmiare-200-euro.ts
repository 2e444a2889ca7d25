import type { SeedArticle } from "./types";

export const savingArticles: SeedArticle[] = [
  {
    slug: "risparmiare-200-euro-al-mese",
    title: "Come risparmiare 200 euro al mese: il piano pratico in 10 mosse",
    excerpt:
      "Duecento euro al mese sono 2.400 euro l'anno. Ecco dove trovarli in una famiglia normale: bollette, spesa, abbonamenti, assicurazioni e piccole abitudini, con le cifre di ogni mossa.",
    category: "risparmio",
    readTime: 8,
    featuredImage: "/blog/risparmio.svg",
    featuredImageAlt: "Illustrazione di un salvadanaio a forma di maialino con monete da un euro che cadono dentro",
    seoTitle: "Risparmiare 200 euro al mese: 10 mosse concrete",
    metaDescription:
      "Un piano concreto per risparmiare 200 euro al mese in famiglia: bollette, spesa, abbonamenti, assicurazioni e abitudini, con quanto vale ogni mossa in euro.",
    keywords: ["risparmiare 200 euro al mese", "come risparmiare", "risparmio famiglia", "tagliare spese", "bollette"],
    publishedAt: "2026-10-01T07:00:00.000Z",
    content: `
<p>Duecento euro al mese sono <strong>2.400 euro l'anno</strong>: abbastanza per costruire un fondo emergenze, pagare le spese annuali senza stress o avviare un piano di accumulo. La buona notizia è che nella maggior parte delle famiglie questa cifra si trova senza rinunce drastiche, sommando tante piccole voci. Ecco dieci mosse con una stima realistica di quanto valgono.</p>

<h2>Prima mossa: guarda dove vanno i soldi</h2>
<p>Non si può tagliare ciò che non si vede. Per un mese annota ogni spesa, anche il caffè al bar, con il <a href="/expenses">tracker delle spese</a> o un quaderno. Quasi tutti scoprono due o tre categorie molto più alte del previsto: è lì che si concentra il risparmio.</p>

<h2>Le 10 mosse, con il loro valore</h2>
<table>
<thead><tr><th scope="col">Mossa</th><th scope="col">Risparmio mensile stimato</th></tr></thead>
<tbody>
<tr><td>Cambiare offerta luce e gas</td><td>20-40 €</td></tr>
<tr><td>Rivedere telefono e internet</td><td>10-25 €</td></tr>
<tr><td>Tagliare abbonamenti inutilizzati</td><td>15-30 €</td></tr>
<tr><td>Spesa con lista e menu settimanale</td><td>40-80 €</td></tr>
<tr><td>Marche del distributore</td><td>15-30 €</td></tr>
<tr><td>Pranzo portato da casa (3 volte a settimana)</td><td>40-60 €</td></tr>
<tr><td>Confrontare l'assicurazione auto</td><td>10-25 €</td></tr>
<tr><td>Meno sprechi di energia in casa</td><td>10-20 €</td></tr>
<tr><td>Regola delle 48 ore sugli acquisti</td><td>20-50 €</td></tr>
<tr><td>Carburante e spostamenti</td><td>15-30 €</td></tr>
</tbody>
</table>
<p>Non serve applicarle tutte: ne bastano quattro o cinque per arrivare a 200 euro.</p>

<h3>1. Luce e gas</h3>
<p>Confronta la tua tariffa sul Portale Offerte di ARERA, il sito pubblico e gratuito dell'Autorità per l'energia. Guarda il prezzo della materia prima e la quota fissa mensile, non solo lo sconto del primo anno. Cambiare fornitore è gratuito e non comporta interruzioni del servizio.</p>

<h3>2. Telefono e internet</h3>
<p>Le offerte per i nuovi clienti sono spesso molto più economiche di quelle dei clienti storici. Controlla quanti giga usi davvero: molti pagano 100 GB e ne consumano 15. Chiedere al proprio operatore un'offerta di permanenza funziona più spesso di quanto si pensi.</p>

<h3>3. Abbonamenti</h3>
<p>Streaming, app, palestra, riviste, servizi cloud: elencali tutti con il loro costo mensile. Tieni quelli che usi ogni settimana e sospendi gli altri; puoi sempre riattivarli. Ruotare le piattaforme di streaming (una alla volta) vale da solo 10-20 euro al mese.</p>

<h3>4. Spesa alimentare con lista e menu</h3>
<p>È la voce con il margine più grande. Pianifica i pasti della settimana, fai la lista in base al menu e a quello che hai già in frigo, e non fare la spesa affamato. Riduci gli sprechi: secondo diverse indagini una famiglia italiana butta ogni anno cibo per diverse centinaia di euro.</p>

<h3>5. Marche del distributore</h3>
<p>Per pasta, legumi, detersivi e prodotti base le marche del supermercato costano spesso il 20-30% in meno, con qualità paragonabile. Prova a sostituire dieci prodotti e confronta lo scontrino.</p>

<h3>6. Pranzo da casa</h3>
<p>Un pranzo fuori costa facilmente 10-12 euro; uno preparato a casa 3-4. Tre volte a settimana fanno circa 100 euro al mese di differenza per ogni persona che lavora fuori: anche dimezzando la stima, sono 40-60 euro.</p>

<h3>7. Assicurazione auto</h3>
<p>Un mese prima della scadenza confronta i preventivi con le stesse garanzie. Valuta la scatola nera e la guida esperta se ha senso per te, e chiediti se la kasko serve ancora su un'auto di dieci anni.</p>

<h3>8. Energia in casa</h3>
<p>Abbassare il riscaldamento di un grado riduce i consumi per il riscaldamento di circa il {{fatto:stima-riscaldamento-grado-min}}-{{fatto:stima-riscaldamento-grado-max}}. Lampadine LED, lavatrice a pieno carico e a 30-40 gradi, stand-by spenti con una ciabatta: piccoli gesti che insieme valgono 10-20 euro al mese.</p>

<h3>9. La regola delle 48 ore</h3>
<p>Per ogni acquisto non necessario sopra i {{fatto:regola-48-ore-soglia}} aspetta due giorni. Metà delle volte il desiderio passa. È il modo più semplice per ridurre gli acquisti d'impulso, soprattutto online.</p>

<h3>10. Spostamenti</h3>
<p>Raggruppa le commissioni in un unico giro, controlla la pressione delle gomme (pneumatici sgonfi aumentano i consumi), usa app di confronto prezzi dei carburanti e valuta abbonamenti ai mezzi pubblici o la bici per i tragitti brevi.</p>

<h2>Rendi il risparmio automatico</h2>
<p>Trovare 200 euro non basta: bisogna evitare che vengano spesi in altro modo. Il metodo più efficace è <strong>pagarsi per primi</strong>: il giorno dello stipendio imposta un bonifico automatico di 200 euro verso un conto separato. Se parti da 100 euro e aggiungi 25 euro al mese ogni volta che completi una delle mosse, in pochi mesi arrivi all'obiettivo senza accorgertene.</p>
<blockquote>Il risparmio che non vedi sul conto corrente è il risparmio che non spendi.</blockquote>

<h2>Dove mettere i 200 euro</h2>
<ol>
<li><strong>Fondo emergenze</strong> fino a 3-6 mesi di spese essenziali, su un conto deposito o un conto separato.</li>
<li><strong>Spese annuali</strong>: assicurazioni, bollo, TARI, regali, divise per dodici.</li>
<li><strong>Investimento</strong> di lungo periodo: con un <a href="/pac-simulator">piano di accumulo</a> 200 euro al mese per 15 anni sono 36.000 euro versati.</li>
</ol>

<h2>In sintesi</h2>
<p>Risparmiare 200 euro al mese non richiede sacrifici eroici: richiede di conoscere le proprie spese, rinegoziare le voci fisse una volta l'anno, pianificare la spesa e automatizzare il risparmio. Inizia oggi da una sola mossa, quella che ti sembra più facile, e usa il <a href="/budget-calculator">calcolatore del budget</a> per vedere come cambia il tuo 20% di risparmio.</p>
`,
  },
];
