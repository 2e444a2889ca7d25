import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { coursesContract as api } from "@shared/contracts/courses";
import { REVIEW_MESSAGES, type ReviewAnswerResult } from "@shared/schemas/review";
import { apiQuery, call, queryKey } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const REVIEW_KEY = queryKey(api.reviewDue);

/** "Ripasso" on the dashboard (docs/courses.md): one due question at a time, with the explanation after. */
export function ReviewCard() {
  const qc = useQueryClient();
  const due = useQuery({ ...apiQuery(api.reviewDue), refetchOnMount: "always" });
  const [result, setResult] = useState<ReviewAnswerResult | null>(null);
  const answer = useMutation({
    mutationFn: (v: { questionId: number; answer: number }) => call(api.reviewAnswer, { params: { id: v.questionId }, body: { answer: v.answer } }),
    onSuccess: setResult,
  });
  const q = due.data?.[0];
  if (!q) return null;
  const next = () => {
    setResult(null);
    void qc.invalidateQueries({ queryKey: REVIEW_KEY });
  };
  return (
    <Card data-testid="review-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <RotateCcw className="h-5 w-5 text-brand-700" aria-hidden="true" /> {REVIEW_MESSAGES.title}
          <span className="text-sm font-normal text-slate-600">({due.data?.length} da ripassare)</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-xs text-slate-600">Dalla lezione «{q.lessonTitle}»</p>
        <p className="font-medium text-slate-900" id={`ripasso-${q.questionId}`}>
          {q.question}
        </p>
        <div role="group" aria-labelledby={`ripasso-${q.questionId}`} className="grid gap-2">
          {q.options.map((o, i) => (
            <Button
              key={o}
              variant={result && i === result.correctAnswer ? "primary" : "outline"}
              className="h-auto justify-start whitespace-normal py-2 text-left"
              disabled={answer.isPending || result !== null}
              onClick={() => answer.mutate({ questionId: q.questionId, answer: i })}
            >
              {o}
            </Button>
          ))}
        </div>
        {result && (
          <div role="status" className={result.correct ? "rounded-lg bg-green-50 p-3 text-green-900" : "rounded-lg bg-amber-50 p-3 text-amber-900"}>
            <p className="font-semibold">
              {result.correct ? "Giusto!" : "Non ancora: la rivedrai domani."}
              {result.pointsAwarded > 0 && ` +${result.pointsAwarded} punti`}
            </p>
            <p className="mt-1 text-sm">{result.explanation}</p>
            <Button size="sm" className="mt-2" onClick={next}>
              Avanti
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
