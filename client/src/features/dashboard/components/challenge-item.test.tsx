import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Challenge } from "@shared/schemas/gamification";
import { ChallengeItem } from "./challenge-item";

const NOW = new Date("2026-11-18T09:00:00Z");
const H = 3_600_000;
const challenge = (msLeft: number): Challenge => ({
  id: 7,
  code: "registra-5-spese",
  title: "Registra 5 spese",
  description: "Annota cinque spese",
  challengeType: "weekly",
  targetValue: 5,
  pointsReward: 30,
  startsAt: "2026-11-15T23:00:00.000Z",
  endsAt: new Date(NOW.getTime() + msLeft).toISOString(),
});

describe("tempo rimasto di una sfida", () => {
  it.each([
    [-1, "Scaduta"],
    [0, "Scaduta"],
    [1, "Ultima ora!"],
    [H - 1, "Ultima ora!"],
    [H, "1 ora rimasta"],
    [2 * H, "2 ore rimaste"],
    [24 * H - 1, "23 ore rimaste"],
    [24 * H, "24 ore rimaste"],
    [24 * H + 60_000, "1 giorno rimasto"],
    [48 * H + 1, "2 giorni rimasti"],
    [3.5 * 24 * H, "3 giorni rimasti"],
  ])("%d ms alla fine → '%s'", (msLeft, text) => {
    render(<ChallengeItem challenge={challenge(msLeft)} now={NOW} onStart={() => {}} />);
    expect(screen.getByTestId("time-left")).toHaveTextContent(text);
  });

  it("una sfida scaduta non si può iniziare", () => {
    render(<ChallengeItem challenge={challenge(-1)} now={NOW} onStart={() => {}} />);
    expect(screen.queryByRole("button", { name: /Inizia la sfida/ })).toBeNull();
  });
});

describe("avanzamento", () => {
  it("non iniziata: mostra premio e pulsante; il clic avvia la sfida", async () => {
    const onStart = vi.fn();
    render(<ChallengeItem challenge={challenge(2 * 24 * H)} now={NOW} onStart={onStart} />);
    expect(screen.getByText("30 punti")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Inizia la sfida: Registra 5 spese" }));
    expect(onStart).toHaveBeenCalledWith(7);
  });

  it("in corso: percentuale corrente/obiettivo; al traguardo 'Completata!' e barra al 100%", () => {
    const { rerender } = render(
      <ChallengeItem challenge={challenge(H * 5)} now={NOW} state={{ challengeId: 7, currentProgress: 2, completed: false, startedAt: "", completedAt: null }} />,
    );
    expect(screen.getByTestId("challenge-percent")).toHaveTextContent("40%");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<ChallengeItem challenge={challenge(H * 5)} now={NOW} state={{ challengeId: 7, currentProgress: 7, completed: true, startedAt: "", completedAt: null }} />);
    expect(screen.getByTestId("challenge-percent")).toHaveTextContent("Completata!");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  });
});
