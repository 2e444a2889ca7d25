import http from "node:http";
import type { AddressInfo } from "node:net";

// A small local peer speaking the few Stripe endpoints the app uses, so tests drive the REAL
// stripe SDK over HTTP (ARCHITECTURE rule 7). State lives in memory; tests move it like
// Stripe would (a card confirmed, a cancellation, a failed renewal) and then send webhooks.

type Customer = { id: string; email: string | null; name: string | null; metadata: Record<string, string>; deleted?: boolean };
export type FakeSubscription = {
  id: string;
  customer: string;
  price: string;
  status: string;
  trialEnd: number | null;
  periodStart: number;
  periodEnd: number;
  defaultPaymentMethod: string | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  cancellationReason: string | null;
  metadata: Record<string, string>;
  setupIntent: { id: string; clientSecret: string; status: string } | null;
  invoice: { id: string; status: string; clientSecret: string | null };
};
export type LoggedRequest = { method: string; path: string; params: URLSearchParams; auth: string | undefined };

const DAY = 86_400;

export async function startFakeStripe(opts: { now?: () => Date; latencyMs?: number } = {}) {
  const now = () => Math.floor((opts.now?.() ?? new Date()).getTime() / 1000);
  const customers = new Map<string, Customer>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: LoggedRequest[] = [];
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}_test${String(++seq).padStart(6, "0")}`;

  function subscriptionJson(s: FakeSubscription, expand: string[] = []) {
    const invoice = {
      id: s.invoice.id,
      object: "invoice",
      customer: s.customer,
      status: s.invoice.status,
      confirmation_secret: s.invoice.clientSecret ? { client_secret: s.invoice.clientSecret, type: "payment_intent" } : null,
      parent: { type: "subscription_details", subscription_details: { subscription: s.id }, quote_details: null },
    };
    const setup = s.setupIntent ? { id: s.setupIntent.id, object: "setup_intent", client_secret: s.setupIntent.clientSecret, status: s.setupIntent.status } : null;
    return {
      id: s.id,
      object: "subscription",
      customer: s.customer,
      status: s.status,
      metadata: s.metadata,
      trial_end: s.trialEnd,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      cancel_at: s.cancelAt,
      cancellation_details: { reason: s.cancellationReason, comment: null, feedback: null },
      default_payment_method: s.defaultPaymentMethod,
      items: {
        object: "list",
        data: [{ id: `si_${s.id}`, object: "subscription_item", current_period_start: s.periodStart, current_period_end: s.periodEnd, price: { id: s.price, object: "price" } }],
        has_more: false,
      },
      pending_setup_intent: expand.includes("pending_setup_intent") ? setup : (setup?.id ?? null),
      latest_invoice: expand.some((e) => e.startsWith("latest_invoice")) ? invoice : invoice.id,
    };
  }

  function invoiceEventObject(subscriptionId: string) {
    return subscriptionJson(subscriptions.get(subscriptionId)!, ["latest_invoice"]).latest_invoice;
  }

  const listOf = (data: unknown[], url: string) => ({ object: "list", data, has_more: false, url });
  const missing = (what: string, id: string) => ({ status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'` } } });

  function route(method: string, path: string, p: URLSearchParams): { status: number; body: unknown } {
    const expand = [...p.entries()].filter(([k]) => k.startsWith("expand")).map(([, v]) => v);
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const c: Customer = { id: nextId("cus"), email: p.get("email"), name: p.get("name"), metadata: metadataOf(p) };
      customers.set(c.id, c);
      return { status: 200, body: { object: "customer", ...c } };
    }
    if (method === "GET" && path === "/v1/customers") {
      const email = p.get("email");
      return { status: 200, body: listOf([...customers.values()].filter((c) => !c.deleted && (!email || c.email === email)).map((c) => ({ object: "customer", ...c })), path) };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const c = customers.get(m[1]);
      if (!c) return missing("customer", m[1]);
      return { status: 200, body: c.deleted ? { id: c.id, object: "customer", deleted: true } : { object: "customer", ...c } };
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const customer = p.get("customer") ?? "";
      if (!customers.has(customer)) return missing("customer", customer);
      const trialDays = Number(p.get("trial_period_days") ?? 0);
      const t = now();
      const id = nextId("sub");
      const s: FakeSubscription = {
        id,
        customer,
        price: p.get("items[0][price]") ?? "",
        status: trialDays > 0 ? "trialing" : "incomplete",
        trialEnd: trialDays > 0 ? t + trialDays * DAY : null,
        periodStart: t,
        periodEnd: t + (trialDays > 0 ? trialDays : 30) * DAY,
        defaultPaymentMethod: null,
        cancelAtPeriodEnd: false,
        cancelAt: null,
        cancellationReason: null,
        metadata: metadataOf(p),
        setupIntent: trialDays > 0 ? { id: nextId("seti"), clientSecret: "", status: "requires_payment_method" } : null,
        invoice: { id: nextId("in"), status: trialDays > 0 ? "paid" : "open", clientSecret: trialDays > 0 ? null : `pi_${id}_secret_x` },
      };
      if (s.setupIntent) s.setupIntent.clientSecret = `${s.setupIntent.id}_secret_x`;
      subscriptions.set(id, s);
      return { status: 200, body: subscriptionJson(s, expand) };
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      const customer = p.get("customer");
      const status = p.get("status");
      const data = [...subscriptions.values()]
        .filter((s) => (!customer || s.customer === customer) && (status === "all" || (status ? s.status === status : s.status !== "canceled")))
        .reverse()
        .map((s) => subscriptionJson(s));
      return { status: 200, body: listOf(data, path) };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const s = subscriptions.get(m[1]);
      return s ? { status: 200, body: subscriptionJson(s, expand) } : missing("subscription", m[1]);
    }
    if (method === "POST" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      // Update: only cancel_at_period_end (cancel and resume from the account page).
      const s = subscriptions.get(m[1]);
      if (!s) return missing("subscription", m[1]);
      if (p.has("cancel_at_period_end")) s.cancelAtPeriodEnd = p.get("cancel_at_period_end") === "true";
      return { status: 200, body: subscriptionJson(s, expand) };
    }
    if (method === "DELETE" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      // Immediate cancellation (account deletion).
      const s = subscriptions.get(m[1]);
      if (!s) return missing("subscription", m[1]);
      Object.assign(s, { status: "canceled", cancellationReason: "cancellation_requested" });
      return { status: 200, body: subscriptionJson(s, expand) };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = p.get("customer") ?? "";
      if (!customers.has(customer)) return missing("customer", customer);
      const id = nextId("bps");
      return { status: 200, body: { id, object: "billing_portal.session", customer, return_url: p.get("return_url"), url: `https://billing.stripe.com/p/session/${id}` } };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const params = new URLSearchParams(req.method === "GET" ? url.search : Buffer.concat(chunks).toString("utf8"));
      requests.push({ method: req.method ?? "GET", path: url.pathname, params, auth: req.headers.authorization });
      // Latency widens the window in which concurrent calls could race.
      if (opts.latencyMs) await new Promise((r) => setTimeout(r, opts.latencyMs));
      const { status, body } = route(req.method ?? "GET", url.pathname, params);
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${seq}` });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    subscriptions,
    requests,
    /** Requests made to one endpoint, e.g. count("POST", "/v1/subscriptions"). */
    count: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path).length,
    /** The subscription as a webhook event would carry it. */
    subscriptionObject: (id: string) => subscriptionJson(subscriptions.get(id)!),
    invoiceObject: invoiceEventObject,
    update(id: string, patch: Partial<FakeSubscription>) {
      const s = subscriptions.get(id);
      if (!s) throw new Error(`abbonamento ${id} sconosciuto`);
      Object.assign(s, patch);
    },
    addCustomer(c: Omit<Customer, "id"> & { id?: string }) {
      const full = { ...c, id: c.id ?? nextId("cus") };
      customers.set(full.id, full);
      return full;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}


function metadataOf(p: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of p.entries()) {
    const m = k.match(/^metadata\[(.+)\]$/);
    if (m) out[m[1]] = v;
  }
  return out;
}
