import { Trophy, XCircle } from "lucide-react";
import type { QuizQuestion, QuizResult } from "@shared/schemas/courses";
import { COURSE_MESSAGES, quizFailedMessage } from "@shared/schemas/courses";
import { QUIZ_PASS_POINTS } from "@shared/constants";
import { Button } from "@/components/ui/button";

type Props = { result: QuizResult; questions: QuizQuestion[]; onRetry: () => void; onContinue: () => void };

/** Results in docs/courses.md, with the review of the mistakes. */
export function QuizResults({ result, questions, onRetry, onContinue }: Props) {
  const mistakes = result.results.map((r, i) => ({ r, q: questions[i] })).filter(({ r, q }) => q && !r.correct);
  return (
    <section aria-labelledby="quiz-result-title" aria-live="polite">
      <div className={result.passed ? "rounded-xl bg-brand-50 p-6 text-center" : "rounded-xl bg-red-50 p-6 text-center"}>
        {result.passed ? <Trophy className="mx-auto h-12 w-12 text-amber-500" aria-hidden="true" /> : <XCircle className="mx-auto h-12 w-12 text-red-600" aria-hidden="true" />}
        <h2 id="quiz-result-title" className="mt-3 text-2xl font-bold text-slate-900">
          {result.passed ? COURSE_MESSAGES.quizPassedTitle : COURSE_MESSAGES.quizFailedTitle}
        </h2>
        <p className="mt-2 text-slate-700" data-testid="quiz-score">
          {result.passed
            ? `Hai ottenuto ${result.score}% (${result.correctCount} risposte corrette su ${result.total}).`
            : quizFailedMessage(result.score)}
        </p>
        {result.passed && (
          <p className="mt-1 font-semibold text-brand-800">
            {result.pointsAwarded > 0 ? `+${result.pointsAwarded} punti guadagnati!` : `Lezione già completata: i ${QUIZ_PASS_POINTS} punti sono già stati assegnati.`}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {!result.passed && (
            <Button variant="outline" onClick={onRetry}>
              Riprova
            </Button>
          )}
          <Button onClick={onContinue}>Continua</Button>
        </div>
      </div>
      {mistakes.length > 0 && (
        <div className="mt-6">
          <h3 className="text-lg font-semibold text-slate-900">Rivedi gli errori</h3>
          <ol className="mt-3 space-y-3">
            {mistakes.map(({ r, q }) => (
              <li key={r.questionId} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="font-medium text-slate-900">{q.question}</p>
                <p className="mt-1 text-sm text-red-800">La tua risposta: {q.options[r.answer]}</p>
                <p className="text-sm text-brand-800">Risposta corretta: {q.options[r.correctAnswer]}</p>
                <p className="mt-1 text-sm text-slate-700">{r.explanation}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
