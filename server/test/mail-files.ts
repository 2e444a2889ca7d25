// The .eml files the server writes in DATA_DIR/mail without SMTP outside production
// (docs/email-automation.md, "File .eml"): how tests (and the browser journeys) read a mail
// as a developer would open it, decoded from its MIME transfer encoding.
import fs from "node:fs/promises";
import path from "node:path";

export type MailFile = { name: string; to: string; subject: string; headers: string; text: string };

/** A header's encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) as text. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : Buffer.from(decodeQp(data.replace(/_/g, " ")), "latin1").toString("utf8"),
  );
}

const decodeQp = (s: string) => s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

export function parseMailFile(name: string, raw: string): MailFile {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const header = (n: string) => new RegExp(`^${n}: (.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : encoding === "quoted-printable" ? Buffer.from(decodeQp(body), "latin1").toString("utf8") : body;
  return { name, to: header("To").replace(/^.*<([^>]+)>$/, "$1"), subject: decodeWords(header("Subject")), headers, text };
}

/** The .eml files of DATA_DIR/mail, oldest first (their names sort by time); none when the folder is absent. */
export async function readMailFiles(dataDir: string): Promise<MailFile[]> {
  const dir = path.join(dataDir, "mail");
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
  const files: MailFile[] = [];
  for (const name of names) {
    const raw = await fs.readFile(path.join(dir, name), "utf8").catch(() => null);
    if (raw !== null) files.push(parseMailFile(name, raw));
  }
  return files;
}
