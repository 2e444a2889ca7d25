import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

export type LegendItem = { name: string; color: string };

/** Width of an element in CSS pixels, followed on resize (the fallback until it is measured, e.g. in jsdom). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function Legend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-700">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: item.color }} aria-hidden="true" />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * An SVG drawn at the container's own width (so text keeps its size on a 360 px phone), exposed
 * to assistive technology as one image whose label summarises the data; hover titles inside the
 * SVG show the exact figures to mouse users. The legend sits outside, as plain text.
 */
export function ChartBox({ label, height, legend, children }: { label: string; height: number; legend?: LegendItem[]; children: (width: number) => ReactNode }) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  return (
    <div className="w-full">
      <div ref={ref} role="img" aria-label={label} className="w-full">
        <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} className="block overflow-visible" fontSize={12}>
          {children(width)}
        </svg>
      </div>
      {legend && <Legend items={legend} />}
    </div>
  );
}
