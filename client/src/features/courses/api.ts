// Query keys and hooks of the courses feature; pages never call fetch directly.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { CourseDetail } from "@shared/schemas/courses";
import { coursesContract as api } from "@shared/contracts/courses";
import { apiQuery, apiQueryOrNull, call, queryKey } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY, useAuth } from "@/lib/use-auth";
import { refreshNowAndAfterEvents } from "@/lib/after-events";

export const PROGRESS_KEY = queryKey(api.progress);
export const BADGES_KEY = queryKey(api.badges);
export const courseKey = (id: number) => queryKey(api.course, { params: { id } });

/** What a visitor sees where progress or the quiz would be (docs/courses.md). */
export const VISITOR_CTA = "Accedi o registrati per salvare i progressi e fare il quiz";

export const useCourses = () => useQuery(apiQuery(api.list));

export const useCourse = (id: number | null) => useQuery({ ...apiQuery(api.course, { params: { id: id ?? 0 } }), enabled: id !== null });

export const useLesson = (id: number | null) => useQuery({ ...apiQuery(api.lesson, { params: { id: id ?? 0 } }), enabled: id !== null });

export const useQuiz = (lessonId: number | null, enabled: boolean) =>
  useQuery({ ...apiQuery(api.quiz, { params: { id: lessonId ?? 0 } }), enabled: enabled && lessonId !== null });

/** The signed-in user's completed lessons; empty for a visitor. */
export function useProgress() {
  const { isAuthenticated } = useAuth();
  const q = useQuery({ ...apiQueryOrNull(api.progress), enabled: isAuthenticated });
  return { ...q, data: q.data ?? [] };
}

export function useBadges() {
  const { isAuthenticated } = useAuth();
  const q = useQuery({ ...apiQueryOrNull(api.badges), enabled: isAuthenticated });
  return { ...q, data: q.data ?? [] };
}

export const useCheckAnswer = () =>
  useMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: number }) => call(api.checkAnswer, { params: { id: questionId }, body: { answer } }),
    // The instant check is a hint only: the quiz is scored on submit, which reports its errors.
    meta: { errorToast: false },
  });

/** Sends the answers; the server scores them. A pass moves points, progress and badges. */
export const useSubmitQuiz = () =>
  useMutation({
    mutationFn: (input: { lessonId: number; answers: number[] }) => call(api.submitQuiz, { body: input }),
    onSuccess: async (result) => {
      if (!result.passed) return;
      // Points and badges are applied by the server's event worker: read again once it did.
      refreshNowAndAfterEvents(() => {
        void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
        void queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
        void queryClient.invalidateQueries({ queryKey: BADGES_KEY });
      });
    },
  });

/** Opening a lesson moved the reading position on the server; keep the cached course in step. */
export function rememberLesson(courseId: number, lessonId: number) {
  queryClient.setQueryData<CourseDetail>(courseKey(courseId), (old) => (old ? { ...old, resumeLessonId: lessonId } : old));
}
