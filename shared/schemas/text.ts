import { z } from "zod";

// Control characters in user text. PostgreSQL cannot store NUL in a text column at all (the
// insert fails), and the others have no place in a name, an email or a message.
// A lone UTF-16 surrogate is no character at all: a browser sends U+FFFD in its place, and
// PostgreSQL refuses its escape ("\ud800") in a jsonb column (an article's revision snapshot),
// so it becomes U+FFFD here too.

/** C0 controls and DEL, except tab, line feed and carriage return. */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const stripControlChars = (s: string) => s.replace(CONTROL_CHARS, "").replace(LONE_SURROGATE, "\uFFFD");
export const hasControlChars = (s: string) => s.search(CONTROL_CHARS) !== -1;

/**
 * A search box's words: control characters dropped (PostgreSQL cannot compare a text with NUL:
 * the query failed with 500), spaces trimmed, at most `max` characters.
 */
export const searchText = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((v) => stripControlChars(v).trim())
    .pipe(z.string().max(max, message));

/**
 * A free text an administrator or a user types that is stored in a text column (a Premium grant's
 * reason…): control characters dropped (a NUL made PostgreSQL fail the insert: 500), spaces
 * trimmed, at most `max` characters (docs/security.md, "Seconda sonda (issue 37)").
 */
export const cleanText = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((v) => stripControlChars(v).trim())
    .pipe(z.string().max(max, message));
