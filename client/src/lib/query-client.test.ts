import { afterEach, describe, expect, it, vi } from "vitest";
import { MutationObserver } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { ApiError } from "./api";
import { createQueryClient } from "./query-client";
import { serverMessageOr } from "./mutation-errors";

vi.mock("@/components/ui/toast", () => ({ toast: vi.fn() }));
afterEach(() => vi.mocked(toast).mockClear());

const failWith = (err: unknown) => () => Promise.reject(err);

async function run(options: ConstructorParameters<typeof MutationObserver>[1], perCallOnError?: () => void) {
  const client = createQueryClient();
  const observer = new MutationObserver(client, options);
  // Per-call callbacks run for a subscribed observer, as with useMutation in a component.
  const unsubscribe = observer.subscribe(() => {});
  await observer.mutate(undefined, { onError: perCallOnError }).catch(() => {});
  unsubscribe();
}

describe("errori delle mutazioni: un solo toast, dalla cache delle mutazioni", () => {
  it("mostra 'Errore' con il messaggio del server una sola volta", async () => {
    const perCall = vi.fn();
    await run({ mutationFn: failWith(new ApiError(403, JSON.stringify({ message: "Limite raggiunto" }), "Forbidden")) }, perCall);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ title: "Errore", description: "Limite raggiunto", variant: "destructive" });
    expect(perCall).toHaveBeenCalledTimes(1);
  });

  it("meta cambia titolo e testo, o spegne il toast", async () => {
    await run({ mutationFn: failWith(new ApiError(500, "Internal Server Error", "")), meta: { errorTitle: "Errore Generazione", errorDescription: serverMessageOr("Impossibile generare") } });
    expect(toast).toHaveBeenLastCalledWith({ title: "Errore Generazione", description: "Impossibile generare", variant: "destructive" });
    await run({ mutationFn: failWith(new ApiError(401, "", "")), meta: { errorTitle: (e) => (e instanceof ApiError && e.status === 401 ? "Login Fallito" : "Errore"), errorDescription: "Credenziali errate" } });
    expect(toast).toHaveBeenLastCalledWith({ title: "Login Fallito", description: "Credenziali errate", variant: "destructive" });
    vi.mocked(toast).mockClear();
    await run({ mutationFn: failWith(new Error("x")), meta: { errorToast: false } });
    expect(toast).not.toHaveBeenCalled();
  });

  it("una mutazione riuscita non mostra errori", async () => {
    const client = createQueryClient();
    await new MutationObserver(client, { mutationFn: () => Promise.resolve(1) }).mutate(undefined);
    expect(toast).not.toHaveBeenCalled();
  });
});
