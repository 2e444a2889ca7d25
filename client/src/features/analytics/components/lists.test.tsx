import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { BarList, deviceLabel, sourceDot } from "./lists";
import { alertTypeLabel } from "@shared/labels";

describe("sorgenti del traffico nelle liste", () => {
  it("una sorgente nota ha il suo colore, ogni altra il grigio", () => {
    expect(sourceDot("Google")).toBe("bg-blue-500");
    expect(sourceDot("Partner")).toBe("bg-slate-400");
  });

  it("una sorgente col nome di un membro di Object.prototype è una sorgente qualsiasi", () => {
    // A referrer host "constructor" or a utm_source "__proto__" reaches the list as its source name.
    const names = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];
    for (const name of names) expect(sourceDot(name)).toBe("bg-slate-400");
    render(<BarList rows={names.map((n, i) => ({ key: n, label: n, value: i + 1 }))} total={15} dot={sourceDot} empty="Nessuna visita nel periodo." />);
    for (const name of names) {
      const dot = screen.getByText(name).previousElementSibling;
      expect(dot).toHaveClass("bg-slate-400");
    }
  });

  it("dispositivi e tipi di notifica col nome di un membro di Object.prototype: mostrati come testo", () => {
    expect(deviceLabel("mobile")).toBe("Mobile");
    expect(alertTypeLabel("budget_exceeded")).toBe("Budget superato");
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      expect(deviceLabel(name)).toBe(name);
      expect(alertTypeLabel(name)).toBe("Notifica");
    }
  });
});
