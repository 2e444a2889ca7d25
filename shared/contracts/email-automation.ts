import {
  EMAIL_AUTOMATION_MESSAGES,
  outboxQuerySchema,
  sequenceUpdateSchema,
  triggerSchema,
  type EmailOverview,
  type EmailSequenceView,
  type OutboxMail,
  type RevealedLink,
  type TriggerResult,
} from "../schemas/email-automation";
import { z } from "zod";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// Site-wide mail: administrators only.
export const emailAutomationContract = {
  trigger: endpoint({ method: "POST", path: "/api/email/automation/trigger", access: "admin", body: triggerSchema, output: typeOnly<TriggerResult>() }),
  overview: endpoint({ method: "GET", path: "/api/email/automation/overview", access: "admin", output: typeOnly<EmailOverview>() }),
  sequences: endpoint({ method: "GET", path: "/api/email/automation/sequences", access: "admin", output: typeOnly<EmailSequenceView[]>() }),
  setSequenceStatus: endpoint({
    method: "PATCH",
    path: "/api/email/automation/sequences/:code",
    params: z.object({ code: z.string().regex(/^[a-z0-9-]{1,40}$/, EMAIL_AUTOMATION_MESSAGES.sequenceNotFound) }),
    access: "admin",
    body: sequenceUpdateSchema,
    output: typeOnly<EmailSequenceView>(),
  }),
  // One-time links masked, every read in the admin audit log (docs/email-automation.md, "Link monouso").
  outbox: endpoint({ method: "GET", path: "/api/email/automation/outbox", access: "admin", query: outboxQuerySchema, output: typeOnly<OutboxMail[]>() }),
  // The masked link of a mail not sent yet, once per mail, audited.
  revealLink: endpoint({ method: "POST", path: "/api/email/automation/outbox/:id/reveal", params: idParams(EMAIL_AUTOMATION_MESSAGES.mailNotFound), access: "admin", output: typeOnly<RevealedLink>() }),
};
