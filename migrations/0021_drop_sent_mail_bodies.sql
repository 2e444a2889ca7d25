-- Mails already sent, failed or cancelled keep no text: it may hold a working one-time link
-- (docs/email-automation.md, "Link monouso"; docs/security.md, "Seconda sonda (issue 37)").
-- The worker empties the text of every mail that reaches one of these states from now on.
UPDATE "email_outbox" SET "body" = '' WHERE "status" IN ('sent', 'outbox', 'failed', 'cancelled') AND "body" <> '';
