import type { FeatureModule } from "../module";
import { COURSE_CONTENT } from "./content/index";
import { coursesRoutes } from "./courses.routes";
import { upsertContent } from "./seed.repo";

export const coursesModule: FeatureModule = {
  name: "courses",
  create: (deps) => ({ routes: coursesRoutes(deps) }),
  seed: (db) => upsertContent(db, COURSE_CONTENT),
};
