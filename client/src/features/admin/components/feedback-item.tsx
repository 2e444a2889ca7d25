import { useState } from "react";
import { FEEDBACK_STATUSES } from "@shared/constants";
import { FEEDBACK_STATUS_LABELS } from "@shared/labels";
import { formatDate } from "@shared/format";
import type { AdminFeedback, FeedbackUpdate } from "@shared/schemas/feedback";
import { Button } from "@/components/ui/button";
import { Select, Textarea } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { Badge } from "@/components/ui/badge";
import { toast } from "@/components/ui/toast";
import { feedbackEmoji, feedbackTypeLabel, Stars, StatusBadge, useUpdateFeedback } from "@/features/feedback";

export function FeedbackItem({ item }: { item: AdminFeedback }) {
  const update = useUpdateFeedback();
  const [notes, setNotes] = useState(item.adminNotes ?? "");
  const [reply, setReply] = useState(item.reply?.text ?? "");
  const save = (patch: FeedbackUpdate, done: string) =>
    update.mutate({ id: item.id, patch }, { onSuccess: () => toast({ title: "Feedback aggiornato", description: done, variant: "success" }) });
  const id = `fb-${item.id}`;
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 p-3 sm:p-4" data-testid="admin-feedback-item">
      <div className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="text-xl">
          {feedbackEmoji(item.type)}
        </span>
        <span className="text-sm font-medium text-slate-700">{feedbackTypeLabel(item.type)}</span>
        <StatusBadge status={item.status} />
        {item.isHidden && <Badge tone="danger">Nascosto</Badge>}
        {item.rating !== null && <Stars rating={item.rating} />}
        <span className="ml-auto text-sm text-slate-500">{formatDate(item.createdAt)}</span>
      </div>
      {item.title && <p className="mt-2 font-semibold text-slate-900 [overflow-wrap:anywhere]">{item.title}</p>}
      {/* overflow-wrap:anywhere (unlike break-words) also shrinks the grid's minimum width: a long word or address never widens the page at 360 px. */}
      <p className="mt-1 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">{item.message}</p>
      <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">{item.userEmail ? `Email: ${item.userEmail}` : "Nessuna email"}</p>
      {item.adminNotes && <p className="mt-1 text-sm italic text-slate-700 [overflow-wrap:anywhere]">Note: {item.adminNotes}</p>}
      {item.reply && <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">Risposta pubblica: {item.reply.text}</p>}
      <div className="mt-3 grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <Field id={`${id}-status`} label="Stato">
          {(control) => (
            <Select {...control} value={item.status} disabled={update.isPending} onChange={(e) => save({ status: e.target.value as AdminFeedback["status"] }, "Stato aggiornato")}>
              {FEEDBACK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {FEEDBACK_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={`${id}-notes`} label="Note dell'amministratore">
          {(control) => <Textarea {...control} rows={2} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} className="min-h-16" />}
        </Field>
        <Field
          id={`${id}-reply`}
          label="Risposta pubblica"
          hint="Visibile a tutti sotto il feedback e inviata all'autore come avviso; le note restano private."
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={2} maxLength={2000} value={reply} onChange={(e) => setReply(e.target.value)} className="min-h-16" />}
        </Field>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => save({ adminNotes: notes }, "Note salvate")}>
          Salva note
        </Button>
        <Button size="sm" disabled={update.isPending} onClick={() => save({ publicReply: reply }, reply.trim() ? "Risposta pubblicata" : "Risposta rimossa")}>
          Pubblica risposta
        </Button>
        <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => save({ isHidden: !item.isHidden }, item.isHidden ? "Di nuovo visibile" : "Nascosto dalla community")}>
          {item.isHidden ? "Mostra nella community" : "Nascondi dalla community"}
        </Button>
      </div>
    </li>
  );
}
