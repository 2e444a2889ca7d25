import { useEffect, useRef, useState } from "react";
import type { AnswerCheck, LessonSummary, QuizResult } from "@shared/schemas/courses";
import { QUIZ_PASS_POINTS } from "@shared/constants";
import { errorMessage } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useCheckAnswer, useQuiz, useSubmitQuiz } from "../api";
import { QuizQuestionView } from "./quiz-question";
import { QuizResults } from "./quiz-results";

type Props = { lesson: LessonSummary; onContinue: (result: QuizResult) => void };

/**
 * The quiz flow in docs/courses.md: one question at a time, 'Precedente' disabled on the first, the
 * next button disabled until answered, 'Termina Quiz' on the last, then the results.
 */
export function QuizView({ lesson, onContinue }: Props) {
  const quiz = useQuiz(lesson.id, true);
  const check = useCheckAnswer();
  const submit = useSubmitQuiz();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(number | null)[]>([]);
  const [checks, setChecks] = useState<(AnswerCheck | null)[]>([]);
  const [result, setResult] = useState<QuizResult | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const answeredHere = answers[index] !== undefined && answers[index] !== null;

  // The chosen option becomes disabled: keep keyboard focus on the way forward, not on <body>.
  useEffect(() => {
    if (answeredHere) nextRef.current?.focus();
  }, [answeredHere, index]);

  if (quiz.isLoading) return <Spinner label="Caricamento del quiz..." />;
  if (quiz.isError || !quiz.data) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {errorMessage(quiz.error)}
      </p>
    );
  }
  const questions = quiz.data;
  const question = questions[index];
  const last = index === questions.length - 1;
  const selected = answers[index] ?? null;

  const reset = () => {
    setIndex(0);
    setAnswers([]);
    setChecks([]);
    setResult(null);
  };

  if (result) return <QuizResults result={result} questions={questions} onRetry={reset} onContinue={() => onContinue(result)} />;

  const answer = (option: number) => {
    if (selected !== null) return;
    const at = index;
    setAnswers((a) => Object.assign([...a], { [at]: option }));
    check.mutate(
      { questionId: question.id, answer: option },
      { onSuccess: (c) => setChecks((cs) => Object.assign([...cs], { [at]: c })) },
    );
  };

  const finish = () => {
    submit.mutate(
      { lessonId: lesson.id, answers: answers as number[] },
      {
        onSuccess: (r) => {
          setResult(r);
          if (r.passed && r.pointsAwarded > 0) toast({ title: "Quiz Superato!", description: `Hai guadagnato ${QUIZ_PASS_POINTS} punti. Lezione completata.`, variant: "success" });
        },
      },
    );
  };

  return (
    <section aria-labelledby="quiz-title">
      <h2 id="quiz-title" className="text-xl font-bold text-slate-900">
        Quiz: {lesson.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Domanda {index + 1} di {questions.length}
      </p>
      <Progress className="mt-2" value={((index + 1) / questions.length) * 100} label="Avanzamento del quiz" />
      <div className="mt-6">
        <QuizQuestionView key={question.id} question={question} selected={selected} check={checks[index] ?? null} pending={check.isPending && selected !== null && !checks[index]} onAnswer={answer} />
      </div>
      <div className="mt-6 flex justify-between gap-3">
        <Button variant="outline" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
          Precedente
        </Button>
        {last ? (
          <Button ref={nextRef} disabled={selected === null || submit.isPending} onClick={finish}>
            {submit.isPending ? "Invio in corso..." : "Termina Quiz"}
          </Button>
        ) : (
          <Button ref={nextRef} disabled={selected === null} onClick={() => setIndex((i) => i + 1)}>
            Successiva
          </Button>
        )}
      </div>
    </section>
  );
}
