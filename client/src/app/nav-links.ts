/** Links of the signed-in navigation bar (docs/client.md). adminOnly: operator tools over site-wide data. */
export const NAV_LINKS: Array<{ href: string; label: string; adminOnly?: boolean }> = [
  { href: "/", label: "Dashboard" },
  { href: "/guida-principianti", label: "Guida" },
  { href: "/analytics", label: "Analytics", adminOnly: true },
  { href: "/budget-calculator", label: "Budget" },
  { href: "/pac-simulator", label: "PAC" },
  { href: "/mortgage-calculator", label: "Mutuo" },
  { href: "/courses", label: "Corsi" },
  { href: "/feedback", label: "Community" },
  { href: "/content-marketing", label: "Marketing", adminOnly: true },
  { href: "/email-automation", label: "Email", adminOnly: true },
  { href: "/blog", label: "Blog" },
  { href: "/expenses", label: "Spese" },
  { href: "/plan", label: "Piano" },
  { href: "/tax", label: "730" },
  { href: "/household", label: "Famiglia" },
  { href: "/benefits", label: "ISEE" },
  { href: "/debts", label: "Debiti" },
  { href: "/alerts", label: "Avvisi" },
];

/** Every public page a visitor reaches from the phone menu (docs/client.md). */
export const PUBLIC_MENU_LINKS = [
  { href: "/calcolatori", label: "Tutti i calcolatori" },
  { href: "/budget-calculator", label: "Calcolatore budget 50/30/20" },
  { href: "/pac-simulator", label: "Simulatore PAC" },
  { href: "/mortgage-calculator", label: "Calcolatore mutuo" },
  { href: "/benefits", label: "Stima ISEE e Assegno unico" },
  { href: "/calcolatori/tfr", label: "TFR in azienda o nel fondo" },
  { href: "/debts", label: "Piano di rientro dai debiti" },
  { href: "/courses", label: "Corsi" },
  { href: "/blog", label: "Blog" },
  { href: "/guida-principianti", label: "Guida per principianti" },
  { href: "/come-risparmiare-soldi", label: "Come risparmiare" },
  { href: "/expenses", label: "Tracciamento spese" },
  { href: "/feedback", label: "Feedback" },
];

export const PUBLIC_LINKS = [
  { href: "/calcolatori", label: "Calcolatori" },
  { href: "/courses", label: "Corsi" },
  { href: "/blog", label: "Blog" },
  { href: "/feedback", label: "Feedback" },
];

/** First letter of firstName, else of the email, else 'U'. */
export function avatarInitial(user: { firstName?: string | null; email?: string | null } | null): string {
  const source = user?.firstName?.trim() || user?.email?.trim() || "";
  return source ? source.charAt(0).toUpperCase() : "U";
}
