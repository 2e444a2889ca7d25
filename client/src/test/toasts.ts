import { screen } from "@testing-library/react";

/**
 * The text of each open toast, title then description. A replaced toast stays in the page,
 * closed, while it animates out, and Radix repeats the text in a live region for screen readers:
 * neither is what the user reads, so only open `data-testid="toast"` elements count.
 */
export const openToastTexts = () =>
  screen
    .queryAllByTestId("toast")
    .filter((el) => el.getAttribute("data-state") === "open")
    .map((el) => el.textContent);
