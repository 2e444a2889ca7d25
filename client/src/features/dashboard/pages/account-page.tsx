import { useEffect, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { leaderboardProfileSchema, LEADERBOARD_PROFILE_MESSAGES, type LeaderboardProfile } from "@shared/schemas/gamification";
import { Page } from "@/components/ui/page";
import { Card, CardContent } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/toast";

const PROFILE_KEY = ["/api/user/leaderboard-profile"] as const;

/**
 * /account: how the user appears on the leaderboard (docs/security.md): a name of their choice,
 * or a neutral pseudonym when empty, or not at all.
 */
export default function AccountPage() {
  const qc = useQueryClient();
  const profile = useQuery<LeaderboardProfile>({ queryKey: PROFILE_KEY });
  const [name, setName] = useState("");
  const [hidden, setHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (profile.data) {
      setName(profile.data.displayName ?? "");
      setHidden(profile.data.hidden);
    }
  }, [profile.data]);
  const save = useMutation({
    mutationFn: (v: { displayName: string | null; hidden: boolean }) => apiRequest<LeaderboardProfile>("PUT", "/api/user/leaderboard-profile", v),
    onSuccess: (data) => {
      qc.setQueryData(PROFILE_KEY, data);
      void qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/leaderboard") });
      toast({ title: LEADERBOARD_PROFILE_MESSAGES.saved, variant: "success" });
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = leaderboardProfileSchema.safeParse({ displayName: name, hidden });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? LEADERBOARD_PROFILE_MESSAGES.name);
    setError(null);
    save.mutate(parsed.data);
  };
  return (
    <Page title="Il tuo account" intro="Scegli come comparire nella classifica.">
      <Card className="max-w-xl">
        <CardContent className="p-6">
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <div>
              <Label htmlFor="display-name">Nome in classifica</Label>
              <Input
                id="display-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={30}
                aria-describedby="display-name-hint display-name-error"
                aria-invalid={error ? true : undefined}
              />
              <p id="display-name-hint" className="mt-1 text-sm text-slate-600">
                Lascialo vuoto per comparire come "Partecipante" con la tua posizione.
              </p>
              <p id="display-name-error" className="mt-1 text-sm text-red-700" role={error ? "alert" : undefined}>
                {error}
              </p>
            </div>
            <label className="flex items-center gap-2 text-slate-800">
              <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} className="h-5 w-5" />
              Non mostrarmi nella classifica
            </label>
            <Button type="submit" disabled={save.isPending || profile.isLoading}>
              {save.isPending ? "Salvataggio..." : "Salva"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Page>
  );
}
