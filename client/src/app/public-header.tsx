import { useState } from "react";
import { Link } from "wouter";
import { Menu as MenuIcon, X } from "lucide-react";
import { LinkButton } from "@/components/ui/link-button";
import { Brand } from "./brand";
import { PUBLIC_LINKS, PUBLIC_MENU_LINKS } from "./nav-links";

/**
 * Top bar for visitors: Feedback and Accedi (docs/client.md), plus the free tools; on a phone a
 * menu button opens every public page (blog, calculators, guide). No link to the administrators'
 * sign-in: a visitor is no administrator, and administrators know its address (/admin-login).
 */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
    >
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
          <LinkButton href="/login" size="sm">
            Accedi
          </LinkButton>
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={open}
            aria-controls="public-mobile-nav"
            aria-label={open ? "Chiudi menu" : "Apri menu"}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="h-6 w-6" aria-hidden="true" /> : <MenuIcon className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </nav>
      {open && (
        <ul id="public-mobile-nav" className="grid gap-1 border-t border-slate-200 bg-white px-4 py-3 md:hidden">
          {PUBLIC_MENU_LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} onClick={() => setOpen(false)} className="block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-100">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
