import { useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "wouter";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { Crown, Menu as MenuIcon, Star, X } from "lucide-react";
import type { CurrentUser } from "@shared/schemas/auth";
import { formatNumber } from "@shared/format";
import { cn } from "@/lib/cn";
import { LOGOUT_URL } from "@/lib/use-auth";
import { Badge } from "@/components/ui/badge";
import { avatarInitial, NAV_LINKS } from "./nav-links";
import { Brand } from "./brand";
import { ManagePlanItem, PlanStatusLine } from "@/features/billing/components/plan-menu";

export function Navbar({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const links = NAV_LINKS.filter((l) => !l.adminOnly || user.isAdmin);
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || "Utente";
  const isActive = (href: string) => (href === "/" ? location === "/" : location.startsWith(href));
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // While the phone menu is open, Tab cycles between the toggle and the menu's links and Escape
  // closes it, giving focus back to the toggle.
  const onMenuKeyDown = (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === "Escape") {
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    if (e.key !== "Tab") return;
    const links = listRef.current?.querySelectorAll<HTMLElement>("a");
    const last = links?.[links.length - 1];
    if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      toggleRef.current?.focus();
    } else if (e.shiftKey && document.activeElement === toggleRef.current) {
      e.preventDefault();
      last?.focus();
    }
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur" onKeyDown={onMenuKeyDown}>
      <nav aria-label="Navigazione principale" className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Brand />
        <ul className="hidden flex-1 flex-wrap items-center gap-1 xl:flex">
          {links.map((l) => (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={isActive(l.href) ? "page" : undefined}
                className={cn("rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100", isActive(l.href) && "bg-brand-50 text-brand-800")}
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900" data-testid="points-counter">
            <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            <span aria-label={`${user.points} punti`}>{formatNumber(user.points)}</span>
          </span>
          {user.isPremium && (
            <Badge tone="premium">
              <Crown className="h-3.5 w-3.5" aria-hidden="true" /> Premium
            </Badge>
          )}
          <AvatarMenu user={user} name={name} />
          <button
            ref={toggleRef}
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            aria-label={open ? "Chiudi menu" : "Apri menu"}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="h-6 w-6" aria-hidden="true" /> : <MenuIcon className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </nav>
      {open && (
        <ul ref={listRef} id="mobile-nav" className="grid gap-1 border-t border-slate-200 bg-white px-4 py-3 xl:hidden">
          {links.map((l) => (
            <li key={l.href}>
              <Link
                href={l.href}
                onClick={() => setOpen(false)}
                aria-current={isActive(l.href) ? "page" : undefined}
                className={cn("block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-100", isActive(l.href) && "bg-brand-50 text-brand-800")}
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

function AvatarMenu({ user, name }: { user: CurrentUser; name: string }) {
  const item = "block rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100";
  return (
    <Menu.Root>
      <Menu.Trigger
        className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
        aria-label={`Menu account di ${name}`}
        data-testid="avatar-menu"
      >
        {user.profileImageUrl ? <img src={user.profileImageUrl} alt="" className="h-10 w-10 rounded-full object-cover" /> : avatarInitial(user)}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className="z-50 min-w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <div className="px-3 py-2">
            <p className="font-semibold text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
            <PlanStatusLine user={user} />
          </div>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          {!user.isPremium && (
            <Menu.Item asChild>
              <Link href="/subscribe" className={item}>
                Passa a Premium
              </Link>
            </Menu.Item>
          )}
          <Menu.Item asChild>
            <Link href="/account" className={item}>
              Il tuo account
            </Link>
          </Menu.Item>
          <ManagePlanItem user={user} className={item} />
          {user.isAdmin && (
            <Menu.Item asChild>
              <Link href="/admin" className={item}>
                Area amministratore
              </Link>
            </Menu.Item>
          )}
          <Menu.Item asChild>
            <a href={LOGOUT_URL} className={item}>
              Esci
            </a>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
