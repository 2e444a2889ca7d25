import { AppError } from "../../http/errors";
import { RECEIPT_MESSAGES } from "@shared/schemas/receipts";

// What a receipt is, read from its bytes (docs/tax.md, "Ricevute"), never from the client's words:
// a photo sharp decodes as JPEG, PNG or WebP (the library the blog's covers already use), or a PDF
// (its "%PDF-" header and an "%%EOF" near the end). A photo is written again by sharp, upright and
// without its metadata (the camera, the place where it was taken): the least is stored.
let sharpModule: Promise<typeof import("sharp")> | null = null;
const loadSharp = async () => (await (sharpModule ??= import("sharp"))).default;

const DATA_URL = /^data:[a-z/+.-]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// Pixels sharp may decode: a small file can announce a huge picture (a decompression bomb).
const MAX_INPUT_PIXELS = 50_000_000;
const IMAGE_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

type ReceiptFile = { mimeType: "application/pdf" | (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES]; data: Buffer };

/** A size as people read it: "5 MB", "1,5 MB", "40 kB". */
const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toLocaleString("it-IT", { maximumFractionDigits: 1 })} MB` : `${Math.floor(bytes / 1024).toLocaleString("it-IT")} kB`;

function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString("latin1") === "%PDF-" && bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1").includes("%%EOF");
}

async function rewriteImage(bytes: Buffer): Promise<ReceiptFile | null> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const format = meta.format as keyof typeof IMAGE_TYPES | undefined;
    if (!format || !(format in IMAGE_TYPES)) return null;
    const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toFormat(format, { quality: 90 }).toBuffer();
    return { mimeType: IMAGE_TYPES[format], data };
  } catch {
    return null;
  }
}

/** The receipt as stored, or 400 (not an image or PDF) / 413 (over `maxBytes`). */
export async function readReceiptFile(base64: string, maxBytes: number): Promise<ReceiptFile> {
  const raw = base64.replace(DATA_URL, "").replace(/\s+/g, "");
  if (!raw || !BASE64.test(raw)) throw new AppError("validation", RECEIPT_MESSAGES.invalid);
  const bytes = Buffer.from(raw, "base64");
  if (bytes.length > maxBytes) throw new AppError("payload_too_large", RECEIPT_MESSAGES.tooLarge(sizeText(maxBytes)));
  if (isPdf(bytes)) return { mimeType: "application/pdf", data: bytes };
  const image = await rewriteImage(bytes);
  if (!image) throw new AppError("validation", RECEIPT_MESSAGES.invalid);
  return image;
}

/** The largest JSON body of an upload: the file as base64 plus a little for the JSON around it. */
export const receiptBodyLimit = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) + 10_000;

/** The 413 message of an upload whose body is over the limit. */
export const receiptTooLarge = (maxBytes: number) => RECEIPT_MESSAGES.tooLarge(sizeText(maxBytes));
