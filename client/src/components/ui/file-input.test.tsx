import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { FileInput } from "./file-input";

describe("campo file", () => {
  const renderField = (onChange = vi.fn()) => {
    render(
      <>
        <label htmlFor="f">Estratto conto</label>
        <FileInput id="f" accept=".csv" onChange={onChange} />
      </>,
    );
    return onChange;
  };

  it("mostra 'Scegli il file' e 'Nessun file scelto', poi il nome del file scelto", () => {
    const onChange = renderField();
    expect(screen.getByTestId("file-input-button")).toHaveTextContent("Scegli il file");
    expect(screen.getByTestId("file-input-name")).toHaveTextContent("Nessun file scelto");
    const input = screen.getByLabelText("Estratto conto");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", ".csv");
    fireEvent.change(input, { target: { files: [new File(["a;b"], "ottobre.csv", { type: "text/csv" })] } });
    expect(screen.getByTestId("file-input-name")).toHaveTextContent("ottobre.csv");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("il pulsante visibile apre il selettore del campo, che resta l'unico nel giro del tasto Tab", () => {
    renderField();
    const input = screen.getByLabelText("Estratto conto") as HTMLInputElement;
    const click = vi.spyOn(input, "click");
    fireEvent.click(screen.getByTestId("file-input-button"));
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("file-input-button")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByTestId("file-input-button").tabIndex).toBe(-1);
    input.focus();
    expect(input).toHaveFocus();
  });
});
