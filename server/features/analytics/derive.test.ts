import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { browserOf, deviceOf, normalizePage, sourceOf, truncateIp, visitorHash } from "./derive";

const UA = {
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 13_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Mobile/15E148 Safari/604.1",
  chromeWin: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0",
};

describe("dispositivo e browser", () => {
  it("riconosce telefono, tablet e computer", () => {
    expect(deviceOf(UA.iphone)).toBe("mobile");
    expect(deviceOf(UA.ipad)).toBe("tablet");
    expect(deviceOf(UA.chromeWin)).toBe("desktop");
    expect(deviceOf("")).toBe("desktop");
  });
  it("dà un nome breve al browser", () => {
    expect(browserOf(UA.chromeWin)).toBe("Chrome");
    expect(browserOf(UA.firefox)).toBe("Firefox");
    expect(browserOf(UA.iphone)).toBe("Safari");
    expect(browserOf(UA.edge)).toBe("Edge");
    expect(browserOf("curl/8.0")).toBe("Altro");
  });
});

describe("sorgente del traffico", () => {
  it("utm_source prevale sul referrer", () => {
    expect(sourceOf("facebook", "https://www.google.it/", "ff.it")).toBe("Facebook");
    expect(sourceOf("newsletter", null, null)).toBe("Email");
    // Names of Object.prototype members are ordinary sources (one once answered a function: a 500).
    expect(sourceOf("constructor", null, null)).toBe("Constructor");
    expect(sourceOf("__proto__", null, null)).toBe("__proto__");
    expect(sourceOf("Partner<script>", null, null)).toBe("Partnerscript");
  });
  it("dal referrer: motori e social noti, sito proprio e nessuno = Direct", () => {
    expect(sourceOf(null, "https://www.google.it/search?q=budget", "ff.it")).toBe("Google");
    expect(sourceOf(null, "https://m.facebook.com/", "ff.it")).toBe("Facebook");
    expect(sourceOf(null, "https://t.co/abc", "ff.it")).toBe("Twitter");
    expect(sourceOf(null, "https://www.ff.it/blog", "ff.it")).toBe("Direct");
    expect(sourceOf(null, "", "ff.it")).toBe("Direct");
    expect(sourceOf(null, "non un url", "ff.it")).toBe("Direct");
    expect(sourceOf(null, "https://www.ilsole24ore.com/art", "ff.it")).toBe("ilsole24ore.com");
  });
});

describe("privacy", () => {
  it("tronca IPv4 a /24 e IPv6 a /48", () => {
    expect(truncateIp("93.44.12.201")).toBe("93.44.12.0");
    expect(truncateIp("::ffff:93.44.12.201")).toBe("93.44.12.0");
    expect(truncateIp("2001:0db8:0001:1234:5678::1")).toBe("2001:db8:1::");
    expect(truncateIp("2001:db8::1")).toBe("2001:db8:0::");
    expect(truncateIp("::1")).toBe("0:0:0::");
    expect(truncateIp("spazzatura")).toBe("0.0.0.0");
  });
  it("l'impronta del visitatore cambia ogni giorno e non contiene l'IP", () => {
    const a = visitorHash("segreto", "2026-11-22", "93.44.12.201", UA.chromeWin);
    expect(a).toBe(visitorHash("segreto", "2026-11-22", "93.44.12.201", UA.chromeWin));
    expect(a).not.toBe(visitorHash("segreto", "2026-11-23", "93.44.12.201", UA.chromeWin));
    expect(a).not.toBe(visitorHash("segreto", "2026-11-22", "93.44.12.202", UA.chromeWin));
    expect(a).not.toBe(visitorHash("altro", "2026-11-22", "93.44.12.201", UA.chromeWin));
    expect(a).not.toContain("93");
    // The day's salt is kept between views: back to the first day and secret, the same key.
    expect(visitorHash("segreto", "2026-11-22", "93.44.12.201", UA.chromeWin)).toBe(a);
    // Same formula as before the salt was kept (docs/accounts.md, "Analytics"): today's visitors keep their key across a deploy.
    const salt = crypto.createHmac("sha256", "segreto").update("analytics-salt:2026-11-22").digest();
    expect(a).toBe(crypto.createHmac("sha256", salt).update(`93.44.12.201\n${UA.chromeWin}`).digest("base64url").slice(0, 32));
  });
  it("toglie query string e frammento dalla pagina", () => {
    expect(normalizePage("/blog/articolo?email=a@b.it#x")).toBe("/blog/articolo");
    expect(normalizePage("/courses/")).toBe("/courses");
    expect(normalizePage("/")).toBe("/");
  });
});
