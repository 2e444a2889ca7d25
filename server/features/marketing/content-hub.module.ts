import type { FeatureModule } from "../module";
import { contentHubRoutes } from "./content-hub.routes";
import { seedContentHub } from "./content-hub.seed";

/** Content Marketing Hub (spec part 2): mounted after the blog, whose seeded articles the sample ideas link to. */
export const contentHubModule: FeatureModule = {
  name: "content-hub",
  create: (deps) => ({ routes: contentHubRoutes(deps) }),
  seed: seedContentHub,
};
