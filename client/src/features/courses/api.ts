// Query keys and hooks of the courses feature; pages never call fetch directly.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { AnswerCheck, Course, CourseDetail, Lesson, ProgressRecord, QuizQuestion, QuizResult, UserBadge } from "@shared/schemas/courses";
import { apiRequest } from "@/lib/api";
import { getOrNullOn401, queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY, useAuth } from "@/lib/use-auth";

export const COURSES_KEY = ["/api/courses"] as const;
export const PROGRESS_KEY = ["/api/user/progress"] as const;
export const BADGES_KEY = ["/api/user/badges"] as const;
export const courseKey = (id: number) => [`/api/courses/${id}`] as const;
export const lessonKey = (id: number) => [`/api/lessons/${id}`] as const;
export const quizKey = (lessonId: number) => [`/api/lessons/${lessonId}/quizzes`] as const;

export const useCourses = () => useQuery<Course[]>({ queryKey: COURSES_KEY });

export const useCourse = (id: number | null) => useQuery<CourseDetail>({ queryKey: courseKey(id ?? 0), enabled: id !== null });

export const useLesson = (id: number | null) => useQuery<Lesson>({ queryKey: lessonKey(id ?? 0), enabled: id !== null });

export const useQuiz = (lessonId: number | null, enabled: boolean) => useQuery<QuizQuestion[]>({ queryKey: quizKey(lessonId ?? 0), enabled: enabled && lessonId !== null });

/** The signed-in user's completed lessons; empty for a visitor. */
export function useProgress() {
  const { isAuthenticated } = useAuth();
  const q = useQuery<ProgressRecord[] | null>({ queryKey: PROGRESS_KEY, queryFn: getOrNullOn401<ProgressRecord[]>(PROGRESS_KEY[0]), enabled: isAuthenticated });
  return { ...q, data: q.data ?? [] };
}

export function useBadges() {
  const { isAuthenticated } = useAuth();
  const q = useQuery<UserBadge[] | null>({ queryKey: BADGES_KEY, queryFn: getOrNullOn401<UserBadge[]>(BADGES_KEY[0]), enabled: isAuthenticated });
  return { ...q, data: q.data ?? [] };
}

export const useCheckAnswer = () =>
  useMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: number }) => apiRequest<AnswerCheck>("POST", `/api/quizzes/${questionId}/check`, { answer }),
    // The instant check is a hint only: the quiz is scored on submit, which reports its errors.
    meta: { errorToast: false },
  });

/** Sends the answers; the server scores them. A pass moves points, progress and badges. */
export const useSubmitQuiz = () =>
  useMutation({
    mutationFn: (input: { lessonId: number; answers: number[] }) => apiRequest<QuizResult>("POST", "/api/user/progress", input),
    onSuccess: async (result) => {
      if (!result.passed) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: PROGRESS_KEY }),
        queryClient.invalidateQueries({ queryKey: BADGES_KEY }),
      ]);
    },
  });

/** Opening a lesson moved the reading position on the server; keep the cached course in step. */
export function rememberLesson(courseId: number, lessonId: number) {
  queryClient.setQueryData<CourseDetail>(courseKey(courseId), (old) => (old ? { ...old, resumeLessonId: lessonId } : old));
}
