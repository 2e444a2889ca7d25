// One pass of the in-server mail worker, for tests of features that queue mail through events
// (the worker belongs to marketing; other features' tests reach it only through the harness).
// A whole pass, as the running worker makes it: every due mail is handled, not only the first
// batch (the mails other tests of the same file left due come first).
import { runWorkerPass } from "../features/marketing/email-worker";

export const runDueOnce = (deps: Parameters<typeof runWorkerPass>[0]) => runWorkerPass(deps);
