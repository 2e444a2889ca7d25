import { useEffect } from "react";
import { useLocation } from "wouter";
import { TIMINGS } from "@shared/constants";
import { LinkButton } from "@/components/ui/link-button";

export default function NotFoundPage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const t = setTimeout(() => navigate("/"), TIMINGS.notFoundRedirectMs);
    return () => clearTimeout(t);
  }, [navigate]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Pagina non trovata</h1>
      <p className="mt-2 text-slate-600">La pagina che cerchi non esiste. Tra 3 secondi tornerai alla home.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LinkButton href="/">Vai alla Home</LinkButton>
        <LinkButton href="/admin-login" variant="outline">
          Accesso Admin
        </LinkButton>
      </div>
    </div>
  );
}
