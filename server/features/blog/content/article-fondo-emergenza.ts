import type { SeedArticle } from "./types";

export const emergencyFundArticles: SeedArticle[] = [
  {
    slug: "fondo-di-emergenza-quanto-serve-dove-tenerlo",
    title: "Fondo di emergenza: quanto serve davvero e dove tenerlo",
    excerpt:
      "Il fondo di emergenza è la prima cosa da costruire, soprattutto con un solo stipendio in casa. Come calcolare la cifra giusta, come metterla da parte senza stress e dove tenerla al sicuro.",
    category: "risparmio",
    readTime: 8,
    featuredImage: "/blog/risparmio.svg",
    featuredImageAlt: "Illustrazione di un salvadanaio con monete, simbolo di una riserva di denaro per gli imprevisti",
    seoTitle: "Fondo di emergenza: quanto serve e dove tenerlo",
    metaDescription:
      "Quanti mesi di spese mettere nel fondo di emergenza, come costruirlo passo passo con un solo stipendio e dove tenerlo: conto separato, conto deposito, buoni postali.",
    keywords: ["fondo di emergenza", "fondo emergenze quanto", "dove tenere i risparmi", "conto deposito", "risparmio famiglia monoreddito"],
    publishedAt: "2025-11-18T07:00:00.000Z",
    content: `
<p>La caldaia si rompe a gennaio, l'auto ha bisogno di una riparazione importante, il dentista presenta un preventivo che non ti aspettavi. Oppure, nel caso peggiore, lo stipendio si interrompe per qualche mese. Il <strong>fondo di emergenza</strong> è la riserva che ti permette di affrontare questi momenti senza ricorrere a prestiti, carte revolving o all'aiuto di parenti.</p>
<p>Per una famiglia con un solo reddito è ancora più importante: quando qualcosa va storto non c'è un secondo reddito su cui contare.</p>

<h2>Cos'è (e cosa non è) il fondo di emergenza</h2>
<p>Il fondo di emergenza serve per le spese <strong>impreviste e necessarie</strong>. Alcuni esempi:</p>
<ul>
<li>perdita del lavoro, cassa integrazione o un periodo di malattia con entrate ridotte;</li>
<li>guasti in casa: caldaia, frigorifero, lavatrice, infiltrazioni;</li>
<li>riparazioni dell'auto che serve per andare al lavoro;</li>
<li>spese mediche o dentistiche urgenti.</li>
</ul>
<p>Non è invece il fondo per le vacanze, i regali di Natale, il bollo auto o l'assicurazione. Queste sono <strong>spese prevedibili</strong>: si sa quando arrivano e quanto costano, quindi vanno accantonate a parte, dividendo ogni anno la cifra per dodici. Se le paghi con il fondo di emergenza, lo svuoti proprio quando potrebbe servirti per un vero imprevisto.</p>

<h2>Quanto deve essere grande</h2>
<p>La regola più diffusa è tenere da parte <strong>da 3 a 6 mesi di spese essenziali</strong>. Attenzione: si parla di spese, non di stipendio. Le spese essenziali sono quelle che dovresti pagare anche in un mese difficile:</p>
<ul>
<li>affitto o rata del mutuo e spese condominiali;</li>
<li>bollette di luce, gas, acqua, telefono;</li>
<li>spesa alimentare e prodotti per la casa;</li>
<li>trasporti, assicurazioni, rate di prestiti già in corso;</li>
<li>spese per i figli: scuola, mensa, medicine.</li>
</ul>
<p>Se non conosci questa cifra, registra le spese per un paio di mesi con il <a href="/expenses">tracker delle spese</a> e somma solo le voci essenziali.</p>

<h3>Un esempio concreto</h3>
<table>
<thead><tr><th scope="col">Spese essenziali al mese</th><th scope="col">3 mesi</th><th scope="col">6 mesi</th></tr></thead>
<tbody>
<tr><td>1.200 €</td><td>3.600 €</td><td>7.200 €</td></tr>
<tr><td>1.600 €</td><td>4.800 €</td><td>9.600 €</td></tr>
<tr><td>2.000 €</td><td>6.000 €</td><td>12.000 €</td></tr>
</tbody>
</table>

<h3>Tre mesi o sei mesi?</h3>
<p>Con un solo reddito conviene puntare verso i <strong>6 mesi</strong>. Valuta di andare oltre se:</p>
<ul>
<li>lavori con contratti a termine, come autonomo o con entrate che variano molto da un mese all'altro;</li>
<li>ci sono figli piccoli o persone a carico con spese mediche frequenti;</li>
<li>la casa è di proprietà (la manutenzione straordinaria è a tuo carico) o l'auto ha molti anni.</li>
</ul>
<p>Tre mesi possono bastare se hai un lavoro molto stabile e poche spese fisse. Ricorda che gli ammortizzatori sociali, come la NASpI per chi perde il lavoro da dipendente, sono inferiori allo stipendio e non arrivano dal giorno dopo: il fondo serve anche a coprire questa differenza.</p>

<h2>Come costruirlo senza stress</h2>
<p>Seimila o diecimila euro possono sembrare una montagna. Il trucco è dividere il percorso in traguardi:</p>
<ol>
<li><strong>Primo traguardo: 1.000 €.</strong> Basta per la maggior parte dei piccoli guasti e ti evita di usare la carta di credito.</li>
<li><strong>Secondo traguardo: un mese di spese essenziali.</strong></li>
<li><strong>Terzo traguardo: tre mesi.</strong> Da qui puoi cominciare a dividere il risparmio tra fondo e altri obiettivi.</li>
<li><strong>Obiettivo finale: sei mesi.</strong></li>
</ol>
<p>Il metodo più efficace è il <strong>bonifico automatico</strong> il giorno in cui arriva lo stipendio, verso un conto diverso da quello che usi per le spese. Se con la regola 50/30/20 destini il 20% ai risparmi, finché il fondo non è completo quasi tutta quella quota può andare qui.</p>
<p>Aiutano molto anche le <strong>entrate straordinarie</strong>: tredicesima, quattordicesima, rimborso del 730, premi di produzione. Un esempio: con spese essenziali di 1.600 € l'obiettivo di sei mesi è 9.600 €. Versando 200 € al mese (2.400 € l'anno) e aggiungendo 800 € della tredicesima, metti da parte 3.200 € l'anno: in <strong>3 anni</strong> il fondo è completo.</p>
<blockquote>Non serve arrivare subito a sei mesi: già il primo migliaio di euro cambia il modo in cui affronti un imprevisto.</blockquote>

<h2>Dove tenerlo</h2>
<p>Il fondo di emergenza deve avere tre caratteristiche: essere <strong>sicuro</strong> (il valore non deve scendere), <strong>disponibile</strong> in pochi giorni e <strong>separato</strong> dal conto di tutti i giorni, così non lo spendi senza accorgertene. Il rendimento viene dopo.</p>

<h3>Conto corrente separato o "salvadanaio" della banca</h3>
<p>È la soluzione più semplice: un secondo conto o un sottoconto dove far confluire il bonifico automatico. I soldi sono disponibili subito, ma rendono poco o nulla. Ricorda che per le persone fisiche i conti correnti pagano un'imposta di bollo di {{fatto:bollo-conto-corrente}} l'anno quando la giacenza media annua supera i {{fatto:bollo-conto-corrente-soglia}}.</p>

<h3>Conto deposito</h3>
<p>Offre interessi più alti del conto corrente. Per il fondo di emergenza scegli un conto deposito <strong>libero</strong> o con somme <strong>svincolabili</strong> con preavviso breve, leggendo bene cosa succede agli interessi se svincoli prima. Gli interessi sono tassati al {{fatto:aliquota-redditi-finanziari}} e i depositi sono protetti fino a {{fatto:garanzia-depositi}} per depositante e per banca dal fondo di garanzia a cui la banca aderisce.</p>

<h3>Buoni fruttiferi postali</h3>
<p>Sono garantiti dallo Stato e puoi chiederne il rimborso in qualsiasi momento riavendo il capitale. Se li rimborsi presto, però, gli interessi possono essere bassi o nulli: sono adatti alla parte del fondo che pensi di non toccare a breve. Li confrontiamo in dettaglio con i conti deposito nella <a href="/blog/conti-deposito-buoni-fruttiferi-postali-confronto">guida dedicata</a>.</p>

<h3>Una strategia a strati</h3>
<p>Molte famiglie dividono il fondo in due parti: <strong>un mese di spese</strong> sul conto separato, pronto all'uso, e il resto su un conto deposito svincolabile o in buoni postali. Così hai liquidità immediata e un piccolo rendimento sul resto.</p>

<h3>Dove non tenerlo</h3>
<ul>
<li><strong>Azioni, ETF azionari, criptovalute</strong>: possono perdere il 20-30% proprio quando ti servono i soldi.</li>
<li><strong>Polizze e prodotti con penali</strong> di uscita o vincoli lunghi.</li>
<li><strong>Contanti in casa</strong>, se non per piccole somme: rischio di furto e nessuna protezione.</li>
</ul>

<h2>Quando usarlo e come ricostruirlo</h2>
<p>Prima di prelevare, chiediti: è imprevisto? È necessario? È urgente? Se la risposta è sì a tutte e tre, usalo senza sensi di colpa: è esattamente il suo scopo. Subito dopo, riprendi il bonifico automatico e, se puoi, aumentalo per qualche mese finché il fondo non torna al livello di prima.</p>
<p>Una volta completato il fondo, la quota di risparmio mensile si libera per altri obiettivi: spese annuali, studi dei figli, un investimento di lungo periodo.</p>

<h2>Il prossimo passo</h2>
<p>Calcola quanto puoi risparmiare ogni mese con il <a href="/budget-calculator">calcolatore del budget 50/30/20</a> e registra le spese essenziali nel <a href="/expenses">tracker delle spese</a> per conoscere il tuo obiettivo. Nel <a href="/pac-simulator">simulatore PAC</a> trovi anche lo scenario pronto "Fondo di emergenza": 150 € al mese per 5 anni sono 9.000 € versati. Per il fondo, però, conta la sicurezza più del rendimento.</p>
`,
  },
];
