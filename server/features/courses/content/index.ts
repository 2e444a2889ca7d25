// Every course the seed loads, in order. Each course lives in its own versioned file.
import type { SeedCourse } from "./types";
import { course1 } from "./course-1-budget";
import { course2 } from "./course-2-risparmio-investimenti";
import { course3 } from "./course-3-casa-futuro";
import { course4 } from "./course-4-difendersi";

export const COURSE_CONTENT: SeedCourse[] = [course1, course2, course3, course4];

/** Lessons in the catalogue: the total every "x su N" count reads (docs/courses.md, "Conteggi"). */
export const CATALOGUE_LESSON_COUNT = COURSE_CONTENT.reduce((n, c) => n + c.lessons.length, 0);
