// One pass of the in-server mail worker, for tests of features that queue mail through events
// (the worker belongs to marketing; other features' tests reach it only through the harness).
export { runDueOnce } from "../features/marketing/email-worker";
