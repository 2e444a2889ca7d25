// Draws the app's PNG icons (web app manifest, home screen) from the SVG ones with the Chromium
// the browser tests use: `node scripts/generate-icons.mjs`. The PNGs are committed; run again only
// when client/public/favicon.svg or client/public/icons/icon-maskable.svg changes (docs/client.md).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const pub = path.join(root, "client/public");
const ICONS = [
  // "any" icons keep the rounded square on a transparent background.
  { svg: "favicon.svg", out: "icons/icon-192.png", size: 192 },
  { svg: "favicon.svg", out: "icons/icon-512.png", size: 512 },
  { svg: "favicon.svg", out: "icons/apple-touch-icon-180.png", size: 180 },
  // The maskable icon fills the square, its mark inside the central safe zone (80 %).
  { svg: "icons/icon-maskable.svg", out: "icons/icon-maskable-512.png", size: 512 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const svg = fs.readFileSync(path.join(pub, icon.svg), "utf8").replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: path.join(pub, icon.out), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    console.log(icon.out);
  }
} finally {
  await browser.close();
}
