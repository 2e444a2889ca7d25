import { FAQ } from "../content";

/** Native disclosure widgets: keyboard and screen readers work without extra code. */
export function Faq() {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-xl font-bold text-slate-900">
        Domande frequenti
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {FAQ.map((item) => (
          <details key={item.q} className="group p-4">
            <summary className="cursor-pointer list-none rounded font-semibold text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700">
              <span className="mr-2 inline-block transition-transform group-open:rotate-90" aria-hidden="true">
                ›
              </span>
              {item.q}
            </summary>
            <p className="mt-2 text-slate-700">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
