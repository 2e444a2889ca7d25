// The one test harness of the server: every integration test imports from here, never from the
// parts below directly (docs/ARCHITECTURE.md, "Tests").
//   database  a fresh copy of the migrated, seeded database (global-setup.ts builds it once per run)
//   app       createApp() on that database with agents for visitors, users, Premium users, admins
//   clock     fixedClock(), a clock the test moves
//   call      call(agent, contract, { params, query, body }): a request named by its contract
//   fakes     local peers speaking Stripe, OpenAI-compatible chat and SMTP over real sockets
//   fixtures  rows and content written the way other features would write them
//   security  the route table and roles of the security suite
export { openTestDatabase, isRealPostgres } from "./database";
export { withDatabase } from "./global-setup";
export { createTestContext, type TestContext } from "./context";
export { fixedClock } from "../integrations/clock";
export * from "./fake-openai";
export * from "./fake-smtp";
export * from "./fake-stripe";
export * from "./billing-context";
export * from "./fixtures/ai-article";
export * from "./fixtures/blog";
export * from "./fixtures/courses";
export * from "./fixtures/gamification";
export * from "./security";
export * from "./route-list";
export * from "./route-rules";
export * from "./processes";
export * from "./newsletter";
export * from "./mail-worker";
export * from "./account-mail";
export * from "./mail-files";
export * from "./call";
export * from "./household";
