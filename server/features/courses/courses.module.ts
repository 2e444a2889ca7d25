import type { FeatureModule } from "../module";
import { COURSE_CONTENT } from "./content/index";
import { coursesRoutes } from "./courses.routes";
import { upsertContent } from "./seed.repo";
import { createCoursesService } from "./courses.service";
import { createReviewService } from "./review.service";

export const coursesModule: FeatureModule = {
  name: "courses",
  create: (deps) => {
    // One of each per app: the quiz's mistakes go to the same review service the routes use.
    const review = createReviewService(deps);
    return { routes: coursesRoutes(createCoursesService(deps, review), review) };
  },
  seed: (db) => upsertContent(db, COURSE_CONTENT),
};
