import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accountLinkToken, call, createTestContext, fixedClock, joinHousehold, latestAccountMail, type TestContext } from "../../test/harness";
import { householdInvitations, householdMembers } from "../../db/schema";
import { householdContract as api } from "@shared/contracts/household";
import { accountContract } from "@shared/contracts/account";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";

// The household: members, roles, invitations (docs/household.md).
const clock = fixedClock(new Date());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { HOUSEHOLD_INVITATION_DAYS: "7", HOUSEHOLD_INVITATIONS_PER_DAY: "1000" } });
});
afterAll(() => ctx.close());

const householdOf = async (agent: TestContext["agent"] extends () => infer A ? A : never) => {
  const res = await call(agent, api.get);
  expect(res.status).toBe(200);
  return res.body as { id: number; name: string; role: string; members: Array<{ id: number; userId: number; email: string; role: string }>; invitations: Array<{ id: number; email: string }> };
};
const membersCount = async () => (await ctx.db.select().from(householdMembers)).length;

describe("la famiglia di ogni utente", () => {
  it("alla registrazione: una famiglia con un solo membro, il titolare", async () => {
    const u = await ctx.signUp();
    const h = await householdOf(u.agent);
    expect(h).toMatchObject({ name: "La mia famiglia", role: "owner", invitations: [] });
    expect(h.members).toEqual([expect.objectContaining({ userId: u.user.id, email: u.email, role: "owner" })]);
  });

  it("un visitatore: 401", async () => {
    expect((await call(ctx.visitor(), api.get)).status).toBe(401);
  });
});

describe("inviti", () => {
  it("l'invito parte per email (chi invita, cosa si condivide, link /household/join), si accetta una volta, il partner entra", async () => {
    const owner = await ctx.signUp();
    const partner = await ctx.signUp();
    const res = await call(owner.agent, api.invite, { body: { email: partner.email.toUpperCase(), role: "editor" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: partner.email, role: "editor" });
    const mail = await latestAccountMail(ctx, partner.email, "household_invitation");
    expect(mail.body).toMatch(/\/household\/join\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.body).toContain("spese condivise");
    expect(mail.body).toContain("private restano visibili solo a te");
    expect(mail.subject).toContain("ti invita");
    const token = await accountLinkToken(ctx, partner.email, "household_invitation");
    const stored = await ctx.db.select({ h: householdInvitations.tokenHash }).from(householdInvitations);
    expect(stored.some((r) => r.h.includes(token))).toBe(false);
    expect((await householdOf(owner.agent)).invitations).toEqual([expect.objectContaining({ email: partner.email })]);

    const accepted = await call(partner.agent, api.accept, { body: { token } });
    expect(accepted.status).toBe(200);
    const seen = await householdOf(partner.agent);
    expect(seen.role).toBe("editor");
    expect(seen.members.map((m) => m.userId).sort()).toEqual([owner.user.id, partner.user.id].sort());
    expect((await householdOf(owner.agent)).invitations).toEqual([]);

    const again = await call(partner.agent, api.accept, { body: { token } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(HOUSEHOLD_MESSAGES.tokenUnusable);
  });

  it("input sbagliati: 4xx in italiano e nulla cambia", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    await joinHousehold(ctx, other); // `other` now owns a household with a member
    const before = await membersCount();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ email: owner.email, role: "editor" }, 400, HOUSEHOLD_MESSAGES.ownAddress],
      [{ email: "x@esempio.it", role: "owner" }, 400, HOUSEHOLD_MESSAGES.invalidRole],
      [{ email: "x@esempio.it", role: "capo" }, 400, HOUSEHOLD_MESSAGES.invalidRole],
      [{ email: other.email, role: "editor" }, 409, HOUSEHOLD_MESSAGES.otherHousehold],
      [{ email: "non-email", role: "editor" }, 400, HOUSEHOLD_MESSAGES.invalidEmail],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(owner.agent, api.invite).send(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toContain(message);
    }
    expect((await householdOf(owner.agent)).invitations).toEqual([]);
    expect(await membersCount()).toBe(before);
  });

  it("token inventato, scaduto, revocato o per un altro indirizzo: rifiutato, nulla cambia", async () => {
    const owner = await ctx.signUp();
    const partner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const made = await call(partner.agent, api.accept, { body: { token: "A".repeat(43) } });
    expect(made.status).toBe(404);
    expect(made.body.message).toBe(HOUSEHOLD_MESSAGES.tokenUnusable);
    expect((await call(partner.agent, api.accept).send({ token: "../x" })).status).toBe(400);

    await call(owner.agent, api.invite, { body: { email: partner.email, role: "viewer" } }).expect(201);
    const token = await accountLinkToken(ctx, partner.email, "household_invitation");
    const wrong = await call(stranger.agent, api.accept, { body: { token } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(HOUSEHOLD_MESSAGES.wrongAccount);

    clock.advance(8 * 86_400_000);
    try {
      expect((await call(partner.agent, api.accept, { body: { token } })).status).toBe(404);
    } finally {
      clock.advance(-8 * 86_400_000);
    }
    const [inv] = (await householdOf(owner.agent)).invitations;
    await call(owner.agent, api.revokeInvitation, { params: { id: inv!.id } }).expect(204);
    expect((await call(partner.agent, api.accept, { body: { token } })).status).toBe(404);
    expect((await householdOf(partner.agent)).members).toHaveLength(1);
    expect((await call(owner.agent, api.revokeInvitation, { params: { id: inv!.id } })).status).toBe(404);
  });
});

describe("cambio password, reset ed «Esci da tutti» revocano gli inviti mandati", () => {
  it.each([
    ["cambio password", async (o: Awaited<ReturnType<TestContext["signUp"]>>) => call(o.agent, accountContract.password).send({ currentPassword: o.password, newPassword: "nuova-password-456" })],
    ["esci da tutti", async (o: Awaited<ReturnType<TestContext["signUp"]>>) => call(o.agent, accountContract.endOtherSessions)],
  ])("%s: l'invito non vale più", async (_name, action) => {
    const owner = await ctx.signUp();
    const partner = await ctx.signUp();
    await call(owner.agent, api.invite, { body: { email: partner.email, role: "editor" } }).expect(201);
    const token = await accountLinkToken(ctx, partner.email, "household_invitation");
    expect((await action(owner)).status).toBeLessThan(300);
    expect((await call(partner.agent, api.accept, { body: { token } })).status).toBe(404);
    expect((await householdOf(partner.agent)).members).toHaveLength(1);
  });
});

describe("ruoli, rimozione, cessione, uscita", () => {
  it("un membro non titolare non gestisce: 403 in italiano", async () => {
    const owner = await ctx.signUp();
    const editor = await joinHousehold(ctx, owner, "editor");
    const res = await call(editor.agent, api.invite, { body: { email: "y@esempio.it", role: "viewer" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(HOUSEHOLD_MESSAGES.manageOnly);
    const ownerMember = (await householdOf(owner.agent)).members.find((m) => m.role === "owner")!;
    expect((await call(editor.agent, api.changeRole, { params: { id: ownerMember.id }, body: { role: "viewer" } })).status).toBe(403);
    expect((await householdOf(owner.agent)).members.find((m) => m.role === "owner")!.userId).toBe(owner.user.id);
  });

  it("il titolare cambia un ruolo, cede la titolarità; l'ultimo titolare non esce; chi esce torna da solo", async () => {
    const owner = await ctx.signUp();
    const partner = await joinHousehold(ctx, owner, "viewer");
    const changed = await call(owner.agent, api.changeRole, { params: { id: partner.memberId }, body: { role: "editor" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: partner.memberId, role: "editor" });

    const leave = await call(owner.agent, api.leave);
    expect(leave.status).toBe(409);
    expect(leave.body.message).toBe(HOUSEHOLD_MESSAGES.lastOwner);

    const moved = await call(owner.agent, api.transfer, { body: { memberId: partner.memberId } });
    expect(moved.status).toBe(200);
    expect((await householdOf(partner.agent)).role).toBe("owner");
    expect((await householdOf(owner.agent)).role).toBe("editor");

    const left = await call(owner.agent, api.leave);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ role: "owner", name: "La mia famiglia" });
    expect((await householdOf(partner.agent)).members).toHaveLength(1);
    const alone = await call(owner.agent, api.leave);
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe(HOUSEHOLD_MESSAGES.aloneCannotLeave);
  });

  it("il titolare rimuove un membro; un membro di un'altra famiglia è 404", async () => {
    const owner = await ctx.signUp();
    const partner = await joinHousehold(ctx, owner);
    const stranger = await ctx.signUp();
    const strangerMember = (await householdOf(stranger.agent)).members[0]!;
    expect((await call(owner.agent, api.removeMember, { params: { id: strangerMember.id } })).status).toBe(404);
    expect((await call(owner.agent, api.transfer, { body: { memberId: strangerMember.id } })).status).toBe(404);
    await call(owner.agent, api.removeMember, { params: { id: partner.memberId } }).expect(204);
    const after = await householdOf(partner.agent);
    expect(after.role).toBe("owner");
    expect(after.members).toHaveLength(1);
    expect((await householdOf(owner.agent)).members).toHaveLength(1);
    const [row] = await ctx.db.select().from(householdMembers).where(eq(householdMembers.userId, stranger.user.id));
    expect(row?.role).toBe("owner");
  });

  it("chi è titolare di una famiglia con membri non accetta un altro invito", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    await joinHousehold(ctx, b);
    await call(a.agent, api.invite, { body: { email: b.email, role: "editor" } }).expect(409);
  });
});
