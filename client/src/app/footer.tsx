import { Link } from "wouter";
import { APP_NAME, CONTACT_EMAIL, FOOTER_YEAR } from "@shared/constants";

export function Footer() {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {FOOTER_YEAR} {APP_NAME}. Educazione finanziaria per tutte le famiglie.
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
            <li>
              <Link href="/admin-login" className="hover:text-brand-800 hover:underline">
                Admin
              </Link>
            </li>
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
