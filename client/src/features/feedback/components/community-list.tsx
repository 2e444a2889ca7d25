import { formatDate, formatNumber } from "@shared/format";
import { FEEDBACK_MESSAGES } from "@shared/schemas/feedback";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useCommunityFeedback } from "../api";
import { feedbackEmoji, feedbackTypeLabel, Stars, StatusBadge } from "./feedback-meta";

/** Public community feedback: text is rendered as text by React, never as HTML. */
export function CommunityList() {
  const { data, isLoading, isError } = useCommunityFeedback();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Feedback della community{" "}
          {data && <span className="text-base font-normal text-slate-600">({formatNumber(data.total)})</span>}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading && (
          <ul className="grid gap-3" aria-label="Caricamento feedback">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-20 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </ul>
        )}
        {isError && <p className="text-red-700">Impossibile caricare i feedback. Riprova più tardi.</p>}
        {data && data.items.length === 0 && <p className="text-slate-600">{FEEDBACK_MESSAGES.empty}</p>}
        {data && data.items.length > 0 && (
          <ul className="grid gap-3" aria-label="Feedback pubblici">
            {data.items.map((f) => (
              <li key={f.id} className="min-w-0 rounded-lg border border-slate-200 p-3 sm:p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span aria-hidden="true" className="text-xl">
                    {feedbackEmoji(f.type)}
                  </span>
                  <span className="text-sm font-medium text-slate-700">{feedbackTypeLabel(f.type)}</span>
                  <StatusBadge status={f.status} />
                  {f.rating !== null && <Stars rating={f.rating} />}
                  <span className="ml-auto text-sm text-slate-500">{formatDate(f.createdAt)}</span>
                </div>
                {f.title && <p className="mt-2 font-semibold text-slate-900">{f.title}</p>}
                <p className="mt-1 whitespace-pre-line break-words text-slate-700">{f.message}</p>
                {f.reply && (
                  <div className="mt-3 rounded-md border-l-4 border-brand-500 bg-brand-50 px-3 py-2" data-testid="feedback-reply">
                    <p className="text-sm font-semibold text-slate-900">
                      Risposta del team · <span className="font-normal text-slate-600">{formatDate(f.reply.repliedAt)}</span>
                    </p>
                    <p className="mt-1 whitespace-pre-line break-words text-slate-800">{f.reply.text}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
