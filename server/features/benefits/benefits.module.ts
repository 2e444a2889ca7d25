import type { FeatureModule } from "../module";
import { APP_NAME } from "@shared/constants";
import { benefitsRoutes } from "./benefits.routes";

// ISEE, Assegno unico and TFR-vs-fund estimates (docs/benefits.md).
export const benefitsModule: FeatureModule = {
  name: "benefits",
  create: () => ({
    routes: benefitsRoutes(),
    pageMeta: async (path) =>
      path === "/benefits"
        ? {
            title: `Stima ISEE e Assegno unico 2026 | ${APP_NAME}`,
            description: "Stima gratuita dell'ISEE (ordinario e per le prestazioni familiari), dell'Assegno unico per ogni figlio e dei bonus che l'ISEE apre. Una stima, non l'attestazione INPS.",
          }
        : null,
    sitemap: async () => ["/benefits"],
  }),
};
