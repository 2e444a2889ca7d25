import type { SeedArticle } from "./types";

export const calculatorGuideArticles: SeedArticle[] = [
  {
    slug: "simulatore-pac-calcolatore-budget-esempi",
    title: "Simulatore PAC e calcolatore 50/30/20: come usarli, con esempi",
    excerpt:
      "Due strumenti gratuiti per rispondere a due domande: quanto posso risparmiare ogni mese e quanto possono diventare quei risparmi nel tempo. Come usarli passo passo, con esempi numerici verificati.",
    category: "calcolatori",
    readTime: 7,
    featuredImage: "/blog/calcolatori.svg",
    featuredImageAlt: "Illustrazione di una calcolatrice accanto a un grafico a barre, simbolo degli strumenti di calcolo per il budget",
    seoTitle: "Simulatore PAC e calcolatore 50/30/20: guida",
    metaDescription:
      "Come usare il calcolatore del budget 50/30/20 e il simulatore PAC: cosa inserire, come leggere i risultati e come usarli insieme, con esempi numerici passo passo.",
    keywords: ["simulatore PAC", "calcolatore budget 50/30/20", "piano di accumulo simulazione", "regola 50/30/20 esempio", "interesse composto"],
    publishedAt: "2026-11-03T07:00:00.000Z",
    content: `
<p>Nell'app trovi due strumenti gratuiti che rispondono a due domande diverse. Il <a href="/budget-calculator">calcolatore del budget 50/30/20</a> ti dice <strong>quanto</strong> destinare ogni mese a necessità, desideri e risparmi. Il <a href="/pac-simulator">simulatore PAC</a> ti mostra <strong>cosa possono diventare</strong> quei risparmi se li investi con regolarità per molti anni. Vediamo come usarli, con esempi che puoi rifare tu stesso.</p>

<h2>Il calcolatore del budget 50/30/20</h2>
<p>La regola 50/30/20 divide il reddito netto mensile in tre parti:</p>
<ul>
<li><strong>50% necessità</strong>: casa, bollette, spesa, trasporti, assicurazioni obbligatorie;</li>
<li><strong>30% desideri</strong>: cene fuori, viaggi, hobby, abbonamenti;</li>
<li><strong>20% risparmi</strong>: fondo di emergenza, obiettivi, investimenti.</li>
</ul>
<p>Nel calcolatore inserisci un solo dato, il <strong>reddito mensile netto</strong>, e le tre cifre compaiono subito, al centesimo. Se hai un account puoi salvare il budget con il pulsante "Salva Budget" e ritrovarlo nella dashboard.</p>

<h3>Alcuni esempi</h3>
<table>
<thead><tr><th scope="col">Reddito netto</th><th scope="col">Necessità (50%)</th><th scope="col">Desideri (30%)</th><th scope="col">Risparmi (20%)</th></tr></thead>
<tbody>
<tr><td>1.450 €</td><td>725 €</td><td>435 €</td><td>290 €</td></tr>
<tr><td>1.750 €</td><td>875 €</td><td>525 €</td><td>350 €</td></tr>
<tr><td>2.000 €</td><td>1.000 €</td><td>600 €</td><td>400 €</td></tr>
<tr><td>2.300 €</td><td>1.150 €</td><td>690 €</td><td>460 €</td></tr>
</tbody>
</table>

<h3>Quale reddito inserire</h3>
<p>Inserisci quello che entra davvero sul conto in un mese normale: lo stipendio netto e le entrate regolari, come l'assegno unico per i figli. Tredicesima, quattordicesima e rimborsi fiscali è meglio lasciarli fuori e usarli per le spese annuali o per il fondo di emergenza.</p>

<h3>Se le necessità superano il 50%</h3>
<p>Con un solo stipendio succede spesso. Registra le spese di un mese nel <a href="/expenses">tracker delle spese</a> e confrontale con il risultato. Un esempio: con 2.000 € netti il calcolatore indica 1.000 € per le necessità, ma la famiglia ne spende 1.240 €, cioè il 62%.</p>
<p>Non serve arrendersi: si può tenere fermo il risparmio a 400 € (20%) e ridurre i desideri a 360 € (18%). Il totale torna: 1.240 + 360 + 400 = 2.000 €. Intanto si lavora sulle necessità più facili da ridurre, come le <a href="/blog/bollette-luce-gas-risparmiare-dopo-mercato-tutelato">bollette di luce e gas</a>. Se nemmeno così il conto torna, parti da un risparmio del 10% e aumentalo un po' alla volta.</p>

<h2>Il simulatore PAC</h2>
<p>Un PAC (piano di accumulo) consiste nell'investire una cifra fissa ogni mese, di solito in fondi o ETF. Il simulatore ti chiede quattro dati:</p>
<ul>
<li><strong>Importo mensile</strong> in euro;</li>
<li><strong>Durata</strong>, da 5 a 30 anni;</li>
<li><strong>Rendimento annuo atteso</strong>, da scegliere tra alcune ipotesi dal 3,5% all'8%;</li>
<li><strong>Inflazione annua stimata</strong>, il 2% se non la cambi.</li>
</ul>
<p>Se non sai da dove cominciare, usa gli <strong>scenari pronti</strong>: "Fondo di emergenza", "Anticipo casa" e "Università dei figli" compilano il modulo per te.</p>

<h3>Come leggere i risultati: un esempio</h3>
<p>Prendiamo 200 € al mese per 20 anni, con un rendimento annuo del 6,5% e un'inflazione del 2%:</p>
<ul>
<li><strong>Totale versato</strong>: 200 × 12 × 20 = 48.000 €;</li>
<li><strong>Valore finale</strong>: 98.084,19 €;</li>
<li><strong>Guadagno totale</strong>: 50.084,19 €, cioè un <strong>rendimento totale</strong> del 104,34% su quanto versato;</li>
<li><strong>Tasse sulla plusvalenza</strong> del {{fatto:aliquota-redditi-finanziari}} alla vendita: 13.021,89 €;</li>
<li><strong>Netto dopo le tasse</strong>: 85.062,30 €;</li>
<li><strong>Netto in euro di oggi</strong>: 57.244,49 €, cioè quanto varrebbe quella cifra con i prezzi di oggi.</li>
</ul>
<p>La sezione <strong>Traguardi</strong> mostra il valore dopo 5 anni (14.134,79 €), 10 anni (33.680,63 €), 15 anni (60.708,95 €) e 20 anni. Il grafico e la tabella "Versato e valore anno per anno" completano il quadro.</p>

<h3>Il tempo conta più della cifra</h3>
<p>Confronta due piani con lo stesso totale versato, 24.000 €, e lo stesso rendimento del 6,5%:</p>
<table>
<thead><tr><th scope="col">Piano</th><th scope="col">Versato</th><th scope="col">Valore finale</th></tr></thead>
<tbody>
<tr><td>100 € al mese per 20 anni</td><td>24.000 €</td><td>49.042,09 €</td></tr>
<tr><td>200 € al mese per 10 anni</td><td>24.000 €</td><td>33.680,63 €</td></tr>
</tbody>
</table>
<p>Chi parte prima con meno ottiene oltre 15.000 € in più: è l'effetto dell'interesse composto, che fa crescere anche i guadagni già maturati.</p>

<h3>Come calcola il simulatore</h3>
<ul>
<li>Il rendimento annuo viene diviso per 12 e applicato ogni mese; ogni versamento si considera fatto alla fine del mese.</li>
<li>Il rendimento è <strong>costante</strong>: nella realtà i mercati salgono e scendono, e i rendimenti passati non garantiscono quelli futuri.</li>
<li>Le tasse sono calcolate al {{fatto:aliquota-redditi-finanziari}} sul solo guadagno, come per i fondi e gli ETF ad accumulazione venduti alla fine. Sui titoli di Stato l'aliquota è del {{fatto:aliquota-titoli-stato}}: il {{fatto:aliquota-redditi-finanziari}} è un'ipotesi prudente.</li>
<li>Costi e commissioni non sono inclusi: se il tuo fondo costa l'1,5% l'anno, scegli un rendimento atteso più basso.</li>
</ul>

<h3>Tre consigli per simulazioni realistiche</h3>
<ol>
<li><strong>Prova più rendimenti</strong>: confronta il 3,5%, il 5,8% e il 6,5% e ragiona sul caso peggiore, non sul migliore.</li>
<li><strong>Guarda il netto in euro di oggi</strong>: è la cifra che descrive davvero il tuo potere d'acquisto futuro.</li>
<li><strong>Salva le simulazioni</strong>: se hai un account, con "Calcola e salva" le ritrovi nello storico e puoi ricaricarle per confrontarle.</li>
</ol>

<h2>Usarli insieme: da 2.000 € di stipendio a un piano</h2>
<ol>
<li>Nel calcolatore del budget, 2.000 € netti danno <strong>400 €</strong> di risparmio al mese.</li>
<li>Finché il <a href="/blog/fondo-di-emergenza-quanto-serve-dove-tenerlo">fondo di emergenza</a> non è completo, ne destini 200 € al fondo.</li>
<li>Gli altri 200 € vanno in un PAC: nel simulatore, con 20 anni e il 6,5% di ipotesi, è proprio l'esempio visto sopra.</li>
<li>Quando il fondo è completo, puoi aumentare il PAC o dedicare la differenza a un altro obiettivo, come l'anticipo per la casa. Per quello c'è anche il <a href="/mortgage-calculator">calcolatore del mutuo</a>.</li>
</ol>

<h2>Il prossimo passo</h2>
<p>Apri il <a href="/budget-calculator">calcolatore del budget</a> e inserisci il tuo reddito netto: bastano dieci secondi. Poi porta la cifra dei risparmi nel <a href="/pac-simulator">simulatore PAC</a> e prova due o tre scenari. Se vuoi capire meglio cosa c'è dietro i numeri, leggi la guida agli <a href="/blog/etf-principianti-pac-costi-tasse-errori">ETF per principianti</a> o segui il percorso della <a href="/guida-principianti">guida per principianti</a>.</p>
`,
  },
];
