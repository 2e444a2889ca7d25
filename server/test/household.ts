import { expect } from "vitest";
import { householdContract } from "@shared/contracts/household";
import type { TestContext } from "./context";
import { accountLinkToken } from "./account-mail";
import { call } from "./call";

type Member = Awaited<ReturnType<TestContext["signUp"]>>;

/**
 * A partner signed up and brought into `owner`'s household with `role` through the invitation
 * mail (docs/household.md, "Inviti"), as a person would: the owner invites, the partner accepts.
 */
export async function joinHousehold(ctx: TestContext, owner: Member, role: "editor" | "viewer" = "editor", partner?: Member): Promise<Member & { memberId: number }> {
  const p = partner ?? (await ctx.signUp());
  await call(owner.agent, householdContract.invite, { body: { email: p.email, role } }).expect(201);
  const token = await accountLinkToken(ctx, p.email, "household_invitation");
  const res = await call(p.agent, householdContract.accept, { body: { token } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const me = (res.body as { members: Array<{ id: number; userId: number }> }).members.find((m) => m.userId === p.user.id)!;
  return { ...p, memberId: me.id };
}
