import { Link } from "wouter";
import { APP_NAME, CONTACT_EMAIL } from "@shared/constants";

// Today's year in Rome, read straight from Intl: shared/calendar.ts would come into the entry chunk
// whole for this one figure (docs/benchmarks.md, "Bundle del client").
const romeYear = () => new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Rome", year: "numeric" }).format(new Date());

/**
 * The foot of every page. Its bottom padding (6 rem) is the room of the floating chat button
 * (3,5 rem tall, 1 rem from the edge) plus a margin: with the page scrolled to its end, nothing
 * sits under the button (docs/client.md, "Small screens"). The year is today's (Rome); the
 * administrators' sign-in link is shown to administrators only.
 */
export function Footer({ isAdmin = false }: { isAdmin?: boolean }) {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-8 pb-24 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {romeYear()} {APP_NAME}. Educazione finanziaria per tutte le famiglie.
        </p>
        <nav aria-label="Link del piè di pagina">
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link href="/calcolatori" className="hover:text-brand-800 hover:underline">
                Calcolatori
              </Link>
            </li>
            <li>
              <Link href="/courses" className="hover:text-brand-800 hover:underline">
                Corsi
              </Link>
            </li>
            {isAdmin && (
              <li>
                <Link href="/admin" className="hover:text-brand-800 hover:underline">
                  Amministrazione
                </Link>
              </li>
            )}
            <li>
              <Link href="/privacy" className="hover:text-brand-800 hover:underline">
                Informativa sulla privacy
              </Link>
            </li>
            <li>
              <Link href="/termini" className="hover:text-brand-800 hover:underline">
                Termini di servizio
              </Link>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-brand-800 hover:underline">
                {CONTACT_EMAIL}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
