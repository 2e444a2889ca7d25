import type { FeatureModule } from "../module";
import { contentHubRoutes } from "./content-hub.routes";
import { seedContentHub } from "./content-hub.seed";
import { createContentHubService } from "./content-hub.service";

/** Content Marketing Hub (spec part 2): mounted after the blog, whose seeded articles the sample ideas link to. */
export const contentHubModule: FeatureModule = {
  name: "content-hub",
  create: (deps) => ({ routes: contentHubRoutes(deps, createContentHubService(deps)) }),
  seed: seedContentHub,
};
