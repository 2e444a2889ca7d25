// Knowledge of the built-in assistant on the single-income family's two risks (issue 42, docs/chat.md):
// the one income stopping, and the partner without an income of their own. Each answer links the
// lessons of the free course that explains it (docs/courses.md); figures from the registry (docs/facts.md).
import { factText as f } from "@shared/facts";
import { BUTTONS, bullets, QUALIFIED_HELP } from "../figures";
import type { Topic } from "../types";

export const incomeTopics: Topic[] = [
  {
    id: "perdita_reddito",
    label: "Se lo stipendio si ferma (NASpI, malattia, ADI)",
    answer: () =>
      [
        "Se l'unico stipendio si ferma non si resta a zero, ma gli aiuti pubblici sono più bassi dello stipendio, arrivano con qualche settimana di ritardo e durano un tempo limitato:",
        bullets([
          `Licenziamento o contratto a termine scaduto: la NASpI dell'INPS (servono almeno ${f("naspi-contributi-minimi")} di contributi negli ultimi ${f("naspi-anni-riferimento")}) vale il ${f("naspi-percentuale")} della retribuzione media (fino a ${f("naspi-importo-max-2026")} lordi al mese nel 2026), dopo i primi ${f("naspi-mesi-senza-riduzione")} cala del ${f("naspi-riduzione-mensile")} al mese e dura ${f("naspi-durata-frazione")} di contribuzione degli ultimi ${f("naspi-anni-riferimento")}, al massimo ${f("naspi-durata-max")}. La domanda va fatta online o con un patronato entro ${f("disoccupazione-giorni-domanda")}. I collaboratori hanno la DIS-COLL (al massimo ${f("dis-coll-durata-max")}).`,
          `Malattia: dal quarto giorno l'INPS paga il ${f("malattia-indennita-primi-giorni")} della retribuzione, poi il ${f("malattia-indennita-dal-21")}, e molti contratti fanno integrare il datore. Infortunio sul lavoro: l'INAIL paga il ${f("inail-inabilita-temporanea")}, poi il ${f("inail-inabilita-dal-91")}.`,
          `Se la famiglia resta senza redditi sufficienti: Assegno di inclusione (ISEE fino a ${f("adi-isee-max")}) o Supporto per la formazione e il lavoro (${f("sfl-importo-mensile")} al mese); aggiorna subito l'ISEE con l'ISEE corrente.`,
          `Mutuo sulla prima casa: con il Fondo Gasparrini puoi chiedere alla banca di sospendere le rate fino a ${f("fondo-sospensione-mutuo-mesi")}.`,
          `Se chi lavora muore, al coniuge spetta la pensione ai superstiti (il ${f("reversibilita-coniuge")} di quella del defunto, di più con figli a carico); un'assicurazione temporanea caso morte copre il resto.`,
        ]),
        "Il corso gratuito «Se l'unico reddito si ferma» spiega ogni passo e come dimensionare il fondo di emergenza: trovi le lezioni qui sotto.",
        "Fonti: INPS (NASpI e DIS-COLL, circolare n. 4 del 2026 per gli importi; indennità di malattia; Assegno di inclusione), INAIL, Consap.",
        QUALIFIED_HELP,
      ].join("\n\n"),
    suggestions: ["Quanto deve essere il fondo di emergenza?", "Non riesco a pagare le rate, cosa posso fare?", "Mia moglie non lavora: come la proteggo?"],
    actions: [BUTTONS.coursesMain, BUTTONS.budget],
    lessonSlugs: ["sr-naspi-dis-coll", "sr-piano-fondo-emergenza", "sr-malattia-infortunio-adi-sfl", "sr-mutuo-debiti", "sr-superstiti-tcm-invalidita"],
  },
  {
    id: "coniuge_senza_reddito",
    label: "Proteggere il coniuge senza reddito",
    answer: () =>
      [
        "Chi si occupa della famiglia senza uno stipendio va protetto con strumenti intestati a lui o a lei, non solo con la buona volontà di chi guadagna:",
        bullets([
          `Fondo casalinghe dell'INPS: versamenti liberi, almeno ${f("fondo-casalinghe-contributo-minimo")} per coprire un mese; la pensione arriva dai ${f("fondo-casalinghe-eta-anticipata")} con almeno ${f("fondo-casalinghe-anni-minimi")} di contributi, se l'assegno raggiunge la soglia minima, altrimenti ai ${f("fondo-casalinghe-eta-ordinaria")}.`,
          `Assicurazione INAIL contro gli infortuni domestici: obbligatoria da ${f("infortuni-domestici-eta-min")} a ${f("infortuni-domestici-eta-max")} per chi lavora in casa senza paga, ${f("infortuni-domestici-premio")} l'anno (gratis con redditi molto bassi).`,
          `Un fondo pensione intestato al coniuge fiscalmente a carico: i contributi li deduce chi lo ha a carico, dentro il limite unico di ${f("deducibilita-fondi-pensione")} l'anno.`,
          "Regime patrimoniale: in comunione dei beni ciò che si compra durante il matrimonio è di entrambi; in separazione conviene intestare qualcosa anche al coniuge senza reddito.",
          `Successione: il coniuge è un legittimario (con un solo figlio gli è riservato ${f("legittima-coniuge-un-figlio")} del patrimonio) e con un testamento può ricevere anche la quota disponibile; il convivente non sposato, senza testamento, non eredita.`,
        ]),
        "Il corso gratuito «Proteggere chi non ha un reddito» spiega ciascun punto, con i conti cointestati e il testamento: trovi le lezioni qui sotto.",
        "Fonti: INPS (Fondo casalinghe, D.Lgs. 565/1996), INAIL (L. 493/1999), D.Lgs. 252/2005, Codice civile (artt. 177 e seguenti, 536 e seguenti).",
        QUALIFIED_HELP,
      ].join("\n\n"),
    suggestions: ["Come funziona il fondo pensione?", "Cosa succede se perdo il lavoro?", "Quanto costa un conto corrente?"],
    actions: [BUTTONS.coursesMain],
    lessonSlugs: ["pr-fondo-casalinghe-infortuni", "pr-fondo-pensione-coniuge", "pr-successione-testamento", "pr-comunione-separazione-beni", "pr-conti-cointestati"],
  },
];
