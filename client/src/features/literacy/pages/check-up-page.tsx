import { useState, type FormEvent } from "react";
import type { LiteracyDimension } from "@shared/literacy/items";
import { LITERACY_SCALE } from "@shared/literacy/items";
import { LITERACY_MESSAGES, type LiteracyQuestion, type LiteracyResult } from "@shared/schemas/literacy";
import { Page } from "@/components/ui/page";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { useLiteracyHistory, useLiteracyQuestions, useSubmitLiteracy } from "../api";
import { LiteracyResultView } from "../components/literacy-result";

const SECTIONS: Array<{ dimension: LiteracyDimension; intro: string }> = [
  { dimension: "knowledge", intro: "Sette domande con una sola risposta giusta. Se non sai, scegli «Non lo so»: conta quanto una risposta sbagliata." },
  { dimension: "behaviour", intro: "Come gestisci i soldi oggi: rispondi pensando agli ultimi mesi." },
  { dimension: "attitude", intro: "Quanto sei d'accordo con queste frasi?" },
];

function QuestionField({ q, n, value, onChange }: { q: LiteracyQuestion; n: number; value: number | undefined; onChange: (v: number) => void }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-900">
        {n}. {q.text}
      </legend>
      <div className="mt-2 grid gap-2">
        {q.options.map((label, i) => (
          <label key={label} className="flex cursor-pointer items-center gap-2 rounded-md p-1 text-slate-800 focus-within:ring-2 focus-within:ring-brand-600">
            <input type="radio" name={q.id} value={i} checked={value === i} onChange={() => onChange(i)} className="h-4 w-4 accent-brand-700" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** /check-up: the financial-literacy check (docs/literacy.md), its result and the change since the first. */
export default function CheckUpPage() {
  const questions = useLiteracyQuestions();
  const history = useLiteracyHistory();
  const submit = useSubmitLiteracy();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [retake, setRetake] = useState(false);
  const [result, setResult] = useState<LiteracyResult | null>(null);
  const [missing, setMissing] = useState(false);

  if (questions.isLoading || history.isLoading) return <Spinner label="Caricamento del check-up..." className="min-h-[50vh]" />;
  if (questions.isError || !questions.data) return <p role="alert" className="mx-auto mt-10 max-w-xl rounded-lg bg-red-50 p-4 text-red-800">{errorMessage(questions.error)}</p>;

  const { benchmarks } = questions.data;
  const shown = result ?? (!retake ? history.data?.latest ?? null : null);
  if (shown) {
    return (
      <Page title="Il tuo check-up finanziario" intro={`Check-up del ${new Date(shown.createdAt).toLocaleDateString("it-IT")}.`}>
        <LiteracyResultView result={shown} benchmarks={benchmarks} />
        <Button
          className="mt-6"
          variant="outline"
          onClick={() => {
            setAnswers({});
            setResult(null);
            setRetake(true);
          }}
        >
          Rifai il check-up
        </Button>
      </Page>
    );
  }

  const all = questions.data.questions;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (all.some((q) => answers[q.id] === undefined)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    submit.mutate({ answers }, { onSuccess: (r) => setResult(r) });
  };
  let n = 0;
  return (
    <Page title="Check-up finanziario" intro="Una ventina di domande, pochi minuti: scopri il tuo punteggio da 1 a 21 e cosa studiare per migliorarlo.">
      <form onSubmit={onSubmit} className="grid gap-8" noValidate>
        {SECTIONS.map((s) => (
          <section key={s.dimension} aria-labelledby={`sezione-${s.dimension}`} className="grid gap-4">
            <div>
              <h2 id={`sezione-${s.dimension}`} className="text-xl font-semibold text-slate-900">
                {LITERACY_SCALE[s.dimension].label}
              </h2>
              <p className="text-slate-600">{s.intro}</p>
            </div>
            {all
              .filter((q) => q.dimension === s.dimension)
              .map((q) => (
                <QuestionField key={q.id} q={q} n={++n} value={answers[q.id]} onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))} />
              ))}
          </section>
        ))}
        {(missing || submit.isError) && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {missing ? LITERACY_MESSAGES.answersRequired : errorMessage(submit.error)}
          </p>
        )}
        <Button type="submit" size="lg" disabled={submit.isPending} className="justify-self-start">
          {submit.isPending ? "Calcolo in corso..." : "Calcola il mio punteggio"}
        </Button>
      </form>
    </Page>
  );
}
