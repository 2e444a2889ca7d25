import { AppError } from "../../http/errors";
import { EDITOR_MESSAGES } from "@shared/schemas/blog-editor";

// Cover images arrive as base64 in the editor's JSON (docs/blog.md, "Editor"). sharp decodes
// them (anything that is not a real image is refused), turns them upright, drops their metadata
// (camera, place) and stores a WebP at most BLOG_COVER_MAX_WIDTH wide.
// sharp is loaded on the first cover image, not at startup: its native libvips adds tens of MB
// to every server's memory though only an editor uploading a cover needs it (docs/benchmarks-log.md).
let sharpModule: Promise<typeof import("sharp")> | null = null;
const loadSharp = async () => (await (sharpModule ??= import("sharp"))).default;

const DATA_URL = /^data:image\/(?:jpeg|png|webp|gif);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
// Pixels sharp may decode: a small file can announce a huge picture (a decompression bomb).
const MAX_INPUT_PIXELS = 50_000_000;

export type ProcessedImage = { mimeType: "image/webp"; data: Buffer; width: number; height: number };

export async function processCoverImage(base64: string, limits: { maxBytes: number; maxWidth: number }): Promise<ProcessedImage> {
  const raw = base64.replace(DATA_URL, "").replace(/\s+/g, "");
  if (!raw || !BASE64.test(raw)) throw new AppError("validation", EDITOR_MESSAGES.imageInvalid);
  const bytes = Buffer.from(raw, "base64");
  if (bytes.length > limits.maxBytes) {
    throw new AppError("payload_too_large", EDITOR_MESSAGES.imageTooLarge((limits.maxBytes / 1_048_576).toLocaleString("it-IT", { maximumFractionDigits: 1 })));
  }
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error("formato");
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: limits.maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { mimeType: "image/webp", data, width: info.width, height: info.height };
  } catch {
    throw new AppError("validation", EDITOR_MESSAGES.imageInvalid);
  }
}
