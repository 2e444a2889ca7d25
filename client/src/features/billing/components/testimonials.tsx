import { Quote } from "lucide-react";
import { TESTIMONIALS } from "../content";

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="text-xl font-bold text-slate-900">
        Cosa dicono le famiglie
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <Quote className="h-6 w-6 text-brand-300" aria-hidden="true" />
              <blockquote className="mt-2 text-slate-700">{t.text}</blockquote>
              <figcaption className="mt-3 text-sm font-semibold text-slate-900">{t.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
