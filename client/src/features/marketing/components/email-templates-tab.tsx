import { Spinner } from "@/components/ui/spinner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useEmailSequences } from "../email-api";

const delayLabel = (hours: number) => (hours === 0 ? "Subito" : hours % 24 === 0 ? `Dopo ${hours / 24} ${hours === 24 ? "giorno" : "giorni"}` : `Dopo ${hours} ore`);

/** Template: the real emails of each sequence, as they are sent (the unsubscribe footer is added to each). */
export function EmailTemplatesTab() {
  const { data, isLoading, isError } = useEmailSequences();
  if (isLoading) return <Spinner />;
  if (isError || !data) return <p className="text-red-700">Impossibile caricare i template. Riprova più tardi.</p>;
  return (
    <div className="space-y-4">
      {data.map((s) => (
        <Card key={s.code}>
          <CardHeader>
            <CardTitle>{s.name}</CardTitle>
            <CardDescription>Ogni email termina con il link di disiscrizione personale del destinatario.</CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="space-y-2">
              {s.emails.map((e) => (
                <li key={e.step} className="rounded-lg border border-slate-200">
                  <details>
                    <summary className="cursor-pointer rounded-lg p-3 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
                      <span className="font-semibold text-slate-900">
                        {e.step}. {e.subject}
                      </span>{" "}
                      <span className="text-slate-600">· {delayLabel(e.delayHours)}</span>
                    </summary>
                    <pre className="whitespace-pre-wrap break-words border-t border-slate-200 p-3 font-sans text-sm text-slate-800">{e.body}</pre>
                  </details>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
