import { Link } from "wouter";
import { LinkButton } from "@/components/ui/link-button";
import { Brand } from "./brand";
import { PUBLIC_LINKS } from "./nav-links";

/** Top bar for visitors: Feedback, Admin and Accedi (docs/client.md), plus the free tools. */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Navigazione principale" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Brand />
        <ul className="ml-4 hidden items-center gap-1 md:flex">
          {PUBLIC_LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <Link href="/feedback" className="rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 md:hidden">
            Feedback
          </Link>
          <Link href="/admin-login" className="rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
            Admin
          </Link>
          <LinkButton href="/login" size="sm">
            Accedi
          </LinkButton>
        </div>
      </nav>
    </header>
  );
}
