import type { SeedArticle } from "./types";

export const etfArticles: SeedArticle[] = [
  {
    slug: "etf-principianti-pac-costi-tasse-errori",
    title: "ETF per principianti: costi, diversificazione, tasse ed errori da evitare",
    excerpt:
      "Gli ETF sono lo strumento più usato per investire poco alla volta con un piano di accumulo. Cosa sono, quanto costano, come sono tassati in Italia e gli errori che fanno perdere soldi ai principianti.",
    category: "investimenti",
    readTime: 8,
    featuredImage: "/blog/investimenti.svg",
    featuredImageAlt: "Illustrazione di una pianta che cresce tra monete e un grafico, simbolo di un investimento di lungo periodo",
    seoTitle: "ETF per principianti: costi, tasse ed errori",
    metaDescription:
      "Guida agli ETF per principianti: cosa sono, come leggere il TER, diversificare con pochi fondi, la tassazione al {{fatto:aliquota-redditi-finanziari}} in Italia e gli errori comuni in un PAC.",
    keywords: ["ETF per principianti", "PAC in ETF", "TER", "tassazione ETF", "diversificazione", "errori investimenti"],
    publishedAt: "2026-08-04T07:00:00.000Z",
    content: `
<p>Se hai già un fondo di emergenza e vuoi far crescere una parte dei risparmi nel lungo periodo, prima o poi sentirai parlare di <strong>ETF</strong>. Sono diventati lo strumento preferito da chi investe piccole somme ogni mese, perché costano poco e permettono di diversificare con un solo acquisto. Vediamo come funzionano, senza gergo inutile.</p>

<h2>Cos'è un ETF</h2>
<p>Un ETF (<em>Exchange Traded Fund</em>) è un fondo comune che si compra e si vende in borsa come un'azione e che, nella maggior parte dei casi, <strong>replica un indice</strong>: invece di scegliere i titoli, un gestore compra tutti quelli che compongono l'indice, nelle stesse proporzioni.</p>
<p>Un esempio: un ETF sull'indice MSCI World contiene oltre mille aziende di una ventina di Paesi sviluppati. Con un unico acquisto diventi comproprietario di una piccola parte di tutte. Se un'azienda va male, pesa poco sul totale.</p>
<p>Per un risparmiatore italiano conviene scegliere ETF <strong>armonizzati</strong> (conformi alla normativa europea UCITS) e quotati su Borsa Italiana, con il documento KID in italiano che ne riassume rischi e costi.</p>

<h2>I costi: il TER e tutto il resto</h2>
<p>Il <strong>TER</strong> (<em>Total Expense Ratio</em>) è il costo annuo di gestione, espresso in percentuale sul capitale. Non lo paghi con un addebito: viene tolto ogni giorno dal valore del fondo. Per gli ETF sui grandi indici è spesso tra lo 0,05% e lo 0,30%; molti fondi comuni a gestione attiva superano l'1,5%.</p>
<p>Sembrano differenze piccole, ma su 10.000 € un TER dello {{fatto:ter-etf-tipico}} costa 20 € l'anno, uno dell'1,8% ne costa 180. Nel lungo periodo la differenza si moltiplica. Con un piano di 200 € al mese per 20 anni (48.000 € versati):</p>
<table>
<thead><tr><th scope="col">Rendimento annuo dopo i costi</th><th scope="col">Valore dopo 20 anni</th></tr></thead>
<tbody>
<tr><td>6,0%</td><td>92.408 €</td></tr>
<tr><td>4,4% (1,6 punti di costi in più)</td><td>76.747 €</td></tr>
</tbody>
</table>
<p>A parità di mercato, i costi più alti si mangiano oltre 15.000 €. Sono simulazioni a rendimento costante, non previsioni: servono a vedere il peso dei costi.</p>

<h3>Gli altri costi da controllare</h3>
<ul>
<li><strong>Commissioni di acquisto</strong> della banca o del broker: con versamenti piccoli pesano molto. Una commissione di 2,95 € su un acquisto di 100 € è quasi il 3%. Cerca un intermediario con commissioni basse o con piani di accumulo a costo ridotto.</li>
<li><strong>Spread</strong>: la differenza tra prezzo di acquisto e di vendita, bassa sugli ETF più scambiati.</li>
<li><strong>Imposta di bollo</strong>: lo {{fatto:bollo-prodotti-finanziari}} annuo sul valore del deposito titoli.</li>
</ul>

<h2>Diversificare davvero (con pochi ETF)</h2>
<p>Diversificare non significa comprare tanti ETF, ma non dipendere da pochi titoli, settori o Paesi. Un principiante può costruire un portafoglio solido con <strong>uno o due ETF</strong>:</p>
<ul>
<li>un ETF azionario globale, per la crescita nel lungo periodo;</li>
<li>se vuoi meno oscillazioni, un ETF obbligazionario (per esempio su titoli di Stato dell'area euro), in proporzione alla tua tolleranza al rischio.</li>
</ul>
<p>Attenzione alle sovrapposizioni: un ETF mondiale, uno sull'indice americano S&amp;P 500 e uno sulle tecnologiche contengono in gran parte le stesse aziende statunitensi. Tre fondi, ma la diversificazione non aumenta. Ricorda anche il <strong>rischio di cambio</strong>: un ETF in euro che contiene azioni americane risente dell'andamento del dollaro.</p>

<h2>Accumulazione o distribuzione</h2>
<ul>
<li><strong>ETF ad accumulazione</strong>: i dividendi vengono reinvestiti automaticamente nel fondo. Paghi le tasse solo quando vendi, quindi l'interesse composto lavora su una base più grande.</li>
<li><strong>ETF a distribuzione</strong>: i dividendi vengono accreditati sul conto, di solito ogni trimestre o semestre, e sono tassati ogni volta.</li>
</ul>
<p>Per chi accumula con un PAC e non ha bisogno di una rendita, l'accumulazione è in genere la scelta più semplice ed efficiente.</p>

<h2>Come sono tassati gli ETF in Italia</h2>
<ul>
<li><strong>{{fatto:aliquota-redditi-finanziari}}</strong> sulle plusvalenze (la differenza tra prezzo di vendita e prezzo medio di acquisto) e sui dividendi.</li>
<li>Negli ETF obbligazionari la parte di guadagno che deriva da titoli di Stato italiani ed esteri ammessi (la cosiddetta <em>white list</em>) gode dell'aliquota agevolata del <strong>{{fatto:aliquota-titoli-stato}}</strong>, in proporzione al loro peso nel fondo.</li>
<li>Con il <strong>regime amministrato</strong>, il più comune, la banca calcola e versa le imposte per te: non devi indicare nulla nella dichiarazione dei redditi.</li>
</ul>
<h3>La particolarità delle minusvalenze</h3>
<p>Per il fisco italiano i guadagni sugli ETF sono <strong>redditi di capitale</strong>, mentre le perdite sono <strong>redditi diversi</strong>. In pratica: una perdita su un ETF può compensare guadagni futuri su azioni, obbligazioni o certificati (nello stesso anno e nei quattro successivi), ma una perdita passata non può ridurre le tasse su un guadagno realizzato con un ETF. Per chi investe con un PAC di lungo periodo conta poco, ma è bene saperlo.</p>
<p>Infine, evita gli ETF non armonizzati: possono avere una tassazione molto più pesante.</p>

<h2>Come iniziare con un PAC in ETF</h2>
<ol>
<li><strong>Prima il fondo di emergenza</strong>: i soldi investiti in azioni non devono servire per un imprevisto.</li>
<li><strong>Definisci l'orizzonte</strong>: per la parte azionaria almeno 10 anni.</li>
<li><strong>Scegli l'intermediario</strong> confrontando commissioni, costi del conto e possibilità di piani automatici.</li>
<li><strong>Scegli uno o due ETF</strong> leggendo il KID: indice replicato, TER, accumulazione o distribuzione, dimensione del fondo.</li>
<li><strong>Automatizza</strong> il versamento mensile, anche solo 50 o 100 €.</li>
<li><strong>Controlla una volta l'anno</strong>, non ogni giorno, e se serve riporta le proporzioni tra azioni e obbligazioni a quelle di partenza.</li>
</ol>

<h2>Gli errori più comuni</h2>
<ul>
<li><strong>Provare a indovinare il momento giusto</strong>: aspettare "il calo" per entrare spesso significa restare fuori per anni. Il PAC esiste proprio per non dover scegliere.</li>
<li><strong>Vendere nel panico</strong>: i mercati azionari possono scendere del 30% o più. Chi vende in quel momento trasforma un calo temporaneo in una perdita definitiva.</li>
<li><strong>Inseguire le mode</strong>: l'ETF tematico che ha guadagnato di più l'anno scorso non è necessariamente il migliore per i prossimi dieci.</li>
<li><strong>Usare ETF a leva o short</strong>: sono pensati per operazioni di brevissimo periodo e nel tempo possono comportarsi in modo molto diverso dall'indice.</li>
<li><strong>Ignorare i costi</strong>: TER, commissioni e bollo sono l'unica parte del rendimento che puoi controllare.</li>
<li><strong>Investire soldi che servono a breve</strong>: l'acconto della casa tra due anni sta meglio su un conto deposito.</li>
</ul>
<blockquote>Un buon piano di investimento è noioso: pochi fondi, versamenti automatici, costi bassi e tanta pazienza.</blockquote>

<h2>Il prossimo passo</h2>
<p>Prova diverse cifre e durate nel <a href="/pac-simulator">simulatore PAC</a>: vedrai il valore stimato anno per anno, le tasse sulla plusvalenza e il risultato in euro di oggi. Se parti da zero, leggi anche come <a href="/blog/come-investire-piccole-somme">investire piccole somme</a> e segui i <a href="/courses">corsi gratuiti</a> sugli investimenti. Per i soldi che ti serviranno entro pochi anni, confronta invece <a href="/blog/conti-deposito-buoni-fruttiferi-postali-confronto">conti deposito e buoni postali</a>.</p>
`,
  },
];
