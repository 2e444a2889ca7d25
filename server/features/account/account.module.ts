import type { FeatureModule, PageMeta } from "../module";
import { APP_NAME } from "@shared/constants";
import { accountRoutes } from "./account.routes";
import { createAccountService } from "./account.service";

export const accountModule: FeatureModule = {
  name: "account",
  create: (deps) => ({ routes: accountRoutes(deps, createAccountService(deps)), pageMeta: async (path) => pageMeta(path) }),
};

// Personal pages, and pages whose address carries a personal token: never indexed.
const PAGES: Record<string, { title: string; description: string }> = {
  "/account": { title: "Il tuo account", description: "Nome, famiglia, email, password, dispositivi e preferenze." },
  "/onboarding": { title: "La tua famiglia in tre domande", description: "Tre domande veloci per adattare gli strumenti alla tua famiglia." },
  "/reset-password": { title: "Nuova password", description: "Scegli una nuova password per il tuo account Finanza Familiare." },
  "/verifica-email": { title: "Verifica dell'email", description: "Conferma l'indirizzo email del tuo account Finanza Familiare." },
  "/account/conferma-email": { title: "Conferma del nuovo indirizzo", description: "Conferma il nuovo indirizzo email del tuo account." },
};

function pageMeta(path: string): PageMeta | null {
  const page = PAGES[path];
  return page ? { title: `${page.title} · ${APP_NAME}`, description: page.description, noindex: true } : null;
}
