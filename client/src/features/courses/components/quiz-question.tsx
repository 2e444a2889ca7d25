import { CheckCircle2, XCircle } from "lucide-react";
import type { AnswerCheck, QuizQuestion } from "@shared/schemas/courses";
import { cn } from "@/lib/cn";

type Props = { question: QuizQuestion; selected: number | null; check: AnswerCheck | null; pending: boolean; onAnswer: (option: number) => void };

const LETTERS = ["A", "B", "C", "D"];

/** One question: choosing an option answers it; then right/wrong and the explanation appear. */
export function QuizQuestionView({ question, selected, check, pending, onAnswer }: Props) {
  const answered = selected !== null;
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">{question.question}</legend>
      <div className="mt-4 grid gap-2">
        {question.options.map((opt, i) => {
          const isSelected = selected === i;
          const isRight = check?.correctAnswer === i;
          return (
            <button
              key={i}
              type="button"
              aria-pressed={isSelected}
              disabled={answered}
              onClick={() => onAnswer(i)}
              className={cn(
                "flex w-full items-center gap-3 rounded-lg border px-4 py-3 text-left text-slate-900 transition-colors disabled:cursor-default",
                !answered && "border-slate-300 bg-white hover:border-brand-500 hover:bg-brand-50",
                answered && !isSelected && !isRight && "border-slate-200 bg-white opacity-70",
                check && isRight && "border-brand-600 bg-brand-50",
                check && isSelected && !check.correct && "border-red-500 bg-red-50",
                isSelected && !check && "border-brand-600 bg-brand-50",
              )}
            >
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-700" aria-hidden="true">
                {LETTERS[i]}
              </span>
              <span className="flex-1">{opt}</span>
              {check && isRight && <CheckCircle2 className="h-5 w-5 text-brand-700" aria-label="Risposta corretta" />}
              {check && isSelected && !check.correct && <XCircle className="h-5 w-5 text-red-600" aria-label="Risposta sbagliata" />}
            </button>
          );
        })}
      </div>
      <div aria-live="polite" className="mt-4">
        {pending && <p className="text-sm text-slate-600">Verifica della risposta...</p>}
        {check && (
          <div className={cn("rounded-lg p-4", check.correct ? "bg-brand-50 text-brand-900" : "bg-red-50 text-red-900")} data-testid="answer-feedback">
            <p className="font-semibold">{check.correct ? "Risposta corretta!" : "Risposta sbagliata"}</p>
            {!check.correct && <p className="mt-1 text-sm">La risposta corretta è: {question.options[check.correctAnswer]}</p>}
            <p className="mt-1 text-sm">{check.explanation}</p>
          </div>
        )}
      </div>
    </fieldset>
  );
}
