import type { Config } from "tailwindcss";

// The design tokens of Finanza Familiare, in one place: the brand greens, the type family and the
// corner radii. client/src/index.css loads this file with `@config`; Tailwind turns each token
// into a CSS variable (`--color-brand-600`, `--font-sans`, `--radius-lg`) and a utility class
// (`bg-brand-600`, `font-sans`, `rounded-lg`). Change a token here, never in the stylesheet.
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#ecfdf5",
          100: "#d1fae5",
          200: "#a7f3d0",
          500: "#10b981",
          600: "#059669",
          700: "#047857",
          800: "#065f46",
          900: "#064e3b",
        },
      },
      fontFamily: {
        sans: ["Inter", "ui-sans-serif", "system-ui", "-apple-system", '"Segoe UI"', "Roboto", '"Helvetica Neue"', "Arial", "sans-serif"],
      },
      // The radii the components use: small controls, cards (lg, xl), hero panels (2xl), pills.
      borderRadius: {
        sm: "0.25rem",
        md: "0.375rem",
        lg: "0.5rem",
        xl: "0.75rem",
        "2xl": "1rem",
      },
    },
  },
} satisfies Config;
