// Takes screenshots of pages with Debian's Chromium: node scripts/screenshot.mjs URL OUT.png [width] [--login email:password]
import { chromium } from "playwright-core";

const [url, out = "/tmp/shot.png", width = "1280", ...rest] = process.argv.slice(2);
const loginArg = rest.find((a, i) => rest[i - 1] === "--login");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: "it-IT", timezoneId: "Europe/Rome" });
page.on("console", (m) => m.type() === "error" && console.log("console error:", m.text()));
if (loginArg) {
  const [email, password] = loginArg.split(":");
  const origin = new URL(url).origin;
  const res = await page.request.post(`${origin}/api/auth/login`, { data: { email, password }, headers: { "X-Requested-With": "shot" } });
  console.log("login", res.status());
}
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log("saved", out);
