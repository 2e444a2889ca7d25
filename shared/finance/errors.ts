// Every finance function refuses input it cannot compute (not a number, infinite, out of range)
// with this error; its message is the Italian text the form shows (docs/calculators.md). The
// bounds checked here also bound every loop, so no input can make a function run unbounded.

export class FinanceInputError extends RangeError {
  override readonly name = "FinanceInputError";
  constructor(
    /** The input at fault, as named in the function's parameters. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

type Range = { min: number; max: number; integer?: boolean; /** min itself is refused */ exclusiveMin?: boolean };

/** The value as a finite number within the range, or a FinanceInputError with `message`. */
export function checkNumber(value: unknown, field: string, range: Range, message: string): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) throw new FinanceInputError(field, message);
  if (range.integer && !Number.isInteger(n)) throw new FinanceInputError(field, message);
  if (n < range.min || (range.exclusiveMin && n === range.min) || n > range.max) throw new FinanceInputError(field, message);
  return n;
}
