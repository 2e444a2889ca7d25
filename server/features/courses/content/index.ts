// Every course the seed loads, in order. Each course lives in its own versioned file.
import type { SeedCourse } from "./types";
import { course1 } from "./course-1-budget";
import { course2 } from "./course-2-risparmio-investimenti";
import { course3 } from "./course-3-casa-futuro";
import { course4 } from "./course-4-difendersi";
import { course5 } from "./course-5-unico-reddito";
import { course6 } from "./course-6-chi-non-ha-reddito";

export const COURSE_CONTENT: SeedCourse[] = [course1, course2, course3, course4, course5, course6];

/** Lessons in the catalogue: the total every "x su N" count reads (docs/courses.md, "Conteggi"). */
export const CATALOGUE_LESSON_COUNT = COURSE_CONTENT.reduce((n, c) => n + c.lessons.length, 0);
