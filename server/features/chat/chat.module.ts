import type { FeatureModule } from "../module";
import { chatRoutes } from "./chat.routes";
import { every } from "../../ops/maintenance";
import { purgeVisitorChats } from "./chat.public";
import { createChatService } from "./chat.service";

export const chatModule: FeatureModule = {
  name: "chat",
  create: (deps) => ({
    routes: chatRoutes(deps, createChatService(deps)),
    // Visitors' conversations no account adopted are kept CHAT_VISITOR_RETENTION_DAYS (docs/chat.md).
    start: () => every(deps, "conservazione chat dei visitatori", () => purgeVisitorChats(deps)),
  }),
};
