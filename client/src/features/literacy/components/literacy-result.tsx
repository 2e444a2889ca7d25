import { Link } from "wouter";
import { formatNumber } from "@shared/format";
import { LITERACY_SCALE } from "@shared/literacy/items";
import type { LiteracyBenchmark, LiteracyResult } from "@shared/schemas/literacy";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const score = (n: number) => formatNumber(n, Number.isInteger(n) ? 0 : 1);
const signed = (n: number) => (n > 0 ? `+${score(n)}` : n < 0 ? `−${score(-n)}` : "invariato");

/** The result of a check: score and its parts, what to study, change since the first, the scale and the averages. */
export function LiteracyResultView({ result, benchmarks }: { result: LiteracyResult; benchmarks: LiteracyBenchmark[] }) {
  const parts = (["knowledge", "behaviour", "attitude"] as const).map((d) => ({ d, ...LITERACY_SCALE[d], value: result[d] }));
  return (
    <div className="grid gap-6" data-testid="literacy-result">
      <Card>
        <CardHeader>
          <CardTitle>Il tuo punteggio</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-4xl font-bold text-slate-900">
            {score(result.total)} <span className="text-lg font-medium text-slate-600">su 21</span>
          </p>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            {parts.map((p) => (
              <div key={p.d} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{p.label}</dt>
                <dd className="text-xl font-bold text-slate-900">
                  {score(p.value)} <span className="text-sm font-normal text-slate-600">({p.min}–{p.max})</span>
                </dd>
              </div>
            ))}
          </dl>
          {result.changeSinceFirst && (
            <p className="mt-4 text-slate-700" data-testid="literacy-change">
              Rispetto al tuo primo check-up: <strong>{signed(result.changeSinceFirst.total)}</strong> punti (conoscenze {signed(result.changeSinceFirst.knowledge)},
              comportamenti {signed(result.changeSinceFirst.behaviour)}, atteggiamenti {signed(result.changeSinceFirst.attitude)}).
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Cosa studiare adesso</CardTitle>
        </CardHeader>
        <CardContent>
          {result.studyNext.length === 0 ? (
            <p className="text-slate-700">Hai risposto bene a tutte le domande di conoscenza: ottimo lavoro!</p>
          ) : (
            <ul className="grid gap-2">
              {result.studyNext.map((s) => (
                <li key={s.concept}>
                  <span className="font-medium text-slate-900">{s.concept}</span>
                  {s.lessons.length > 0 && ": "}
                  {s.lessons.map((l, i) => (
                    <span key={l.lessonId}>
                      {i > 0 && ", "}
                      <Link href={`/courses/${l.courseId}?lezione=${l.lessonId}`} className="text-brand-800 underline">
                        {l.title}
                      </Link>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <LiteracyScale benchmarks={benchmarks} />
    </div>
  );
}

/** How the score is built and the published averages on the same scale (facts registry). */
export function LiteracyScale({ benchmarks }: { benchmarks: LiteracyBenchmark[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Come leggere il punteggio</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-slate-700">
        <p>
          Il check-up segue il metodo dell'OCSE (rete INFE) usato anche dalla Banca d'Italia: conoscenze da 0 a 7, comportamenti da 0 a 9, atteggiamenti da 1 a 5.
          Il punteggio complessivo è la somma delle tre parti e va da 1 a 21. Le domande sono nostre, il metodo di calcolo è lo stesso.
        </p>
        <ul className="grid gap-1" data-testid="literacy-benchmarks">
          {benchmarks.map((b) => (
            <li key={b.id}>
              {b.label}: <strong>{b.text}</strong>
              {!b.verified && " (valore arrotondato)"}{" "}
              <a href={b.url} className="text-brand-800 underline" target="_blank" rel="noreferrer">
                fonte
              </a>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
