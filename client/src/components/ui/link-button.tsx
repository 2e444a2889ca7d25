import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "./button";

type Props = {
  href: string;
  children: ReactNode;
  variant?: Parameters<typeof buttonClasses>[0];
  size?: Parameters<typeof buttonClasses>[1];
  className?: string;
  /** A server navigation (e.g. /api/login) instead of a client route. */
  external?: boolean;
};

/** A link that looks like a button (navigation stays a link for keyboard and screen readers). */
export function LinkButton({ href, children, variant, size, className, external }: Props) {
  const cls = buttonClasses(variant, size, className);
  if (external) return <a href={href} className={cls}>{children}</a>;
  return (
    <Link href={href} className={cls}>
      {children}
    </Link>
  );
}
