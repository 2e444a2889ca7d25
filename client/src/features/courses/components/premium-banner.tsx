import { Crown, Lock } from "lucide-react";
import { formatEuro } from "@shared/money";
import { PREMIUM_PRICE_EUR, PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { COURSE_MESSAGES } from "@shared/schemas/courses";
import { LinkButton } from "@/components/ui/link-button";

/** Banner for non-premium users: on the course list an invitation, on a course the locked-lesson notice. */
export function PremiumBanner({ variant }: { variant: "list" | "course" }) {
  const course = variant === "course";
  return (
    <section
      aria-label={course ? COURSE_MESSAGES.premiumTitle : "Passa a Premium"}
      className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-gradient-to-r from-amber-50 to-orange-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        {course ? <Lock className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" aria-hidden="true" /> : <Crown className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" aria-hidden="true" />}
        <div>
          <h2 className="font-semibold text-amber-950">{course ? COURSE_MESSAGES.premiumTitle : "Sblocca tutti i corsi con Premium"}</h2>
          <p className="mt-1 text-sm text-amber-900">
            {course
              ? COURSE_MESSAGES.premiumRequired
              : `Tutte le lezioni avanzate su investimenti, mutuo e previdenza a ${formatEuro(PREMIUM_PRICE_EUR)} al mese, con ${PREMIUM_TRIAL_DAYS} giorni di prova gratuita. Disdici quando vuoi.`}
          </p>
        </div>
      </div>
      <LinkButton href="/subscribe" variant="premium" className="shrink-0">
        <Crown className="h-4 w-4" aria-hidden="true" /> Passa a Premium
      </LinkButton>
    </section>
  );
}
