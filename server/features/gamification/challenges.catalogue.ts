import type { ChallengeType } from "@shared/constants";

/** What moves a challenge's progress: one unit per domain event of that kind. */
export type ChallengeMetric = "expenses" | "lessons" | "budget" | "pac";

export type CatalogueEntry = {
  code: string;
  title: string;
  description: string;
  challengeType: ChallengeType;
  metric: ChallengeMetric;
  targetValue: number;
  pointsReward: number;
};

/**
 * The challenges generated for every ISO week (Monday 00:00 Europe/Rome to the next Monday).
 * The order is the order shown. The type says the challenge's rhythm (see docs/gamification.md).
 */
export const CHALLENGE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    code: "registra-5-spese",
    title: "Registra 5 spese",
    description: "Annota cinque spese questa settimana: sapere dove vanno i soldi è il primo passo per risparmiare.",
    challengeType: "weekly",
    metric: "expenses",
    targetValue: 5,
    pointsReward: 30,
  },
  {
    code: "completa-2-lezioni",
    title: "Completa 2 lezioni",
    description: "Supera il quiz di due lezioni dei corsi entro la fine della settimana.",
    challengeType: "weekly",
    metric: "lessons",
    targetValue: 2,
    pointsReward: 40,
  },
  {
    code: "salva-budget",
    title: "Salva il tuo budget",
    description: "Calcola e salva il tuo budget 50/30/20: rivederlo ogni mese ti tiene in rotta.",
    challengeType: "monthly",
    metric: "budget",
    targetValue: 1,
    pointsReward: 20,
  },
  {
    code: "spesa-del-giorno",
    title: "Registra una spesa oggi",
    description: "Un'abitudine quotidiana: annota almeno una spesa.",
    challengeType: "daily",
    metric: "expenses",
    targetValue: 1,
    pointsReward: 5,
  },
  {
    code: "simula-pac",
    title: "Simula un PAC",
    description: "Prova il simulatore di piano di accumulo e scopri quanto può crescere un piccolo versamento mensile.",
    challengeType: "milestone",
    metric: "pac",
    targetValue: 1,
    pointsReward: 25,
  },
];
