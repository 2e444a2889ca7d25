// Shape of the versioned course content seeded into the database (idempotent by slug).
// Lesson content: plain Italian text, one paragraph per line ("\n" separates paragraphs; the page
// splits by line). A line starting with "- " is a bullet point. No HTML, no markdown otherwise.

export type SeedQuestion = {
  question: string;
  /** Exactly four options. */
  options: [string, string, string, string];
  /** Index (0-3) of the right option. */
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
};

export type SeedLesson = {
  /** Stable identity across seeds, e.g. "budget-familiare-basi". Never rename once shipped. */
  slug: string;
  title: string;
  minutes: number;
  isPremium: boolean;
  /** 400 to 900 words. */
  content: string;
  /** 3 to 5 questions. */
  questions: SeedQuestion[];
};

export type SeedCourse = {
  slug: string;
  title: string;
  description: string;
  isPremium: boolean;
  order: number;
  lessons: SeedLesson[];
};
