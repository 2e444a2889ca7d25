// Control characters in user text. PostgreSQL cannot store NUL in a text column at all (the
// insert fails), and the others have no place in a name, an email or a message.

/** C0 controls and DEL, except tab, line feed and carriage return. */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export const stripControlChars = (s: string) => s.replace(CONTROL_CHARS, "");
export const hasControlChars = (s: string) => s.search(CONTROL_CHARS) !== -1;
