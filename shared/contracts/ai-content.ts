import {
  AI_CONTENT_MESSAGES,
  bulkGenerateRequestSchema,
  generateAiRequestSchema,
  type AiDraft,
  type AiStats,
  type AiStatus,
  type BulkResult,
  type GeneratedContent,
} from "../schemas/ai-content";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// The Prompt Master (AI article writer): administrators only.
export const aiContentContract = {
  status: endpoint({ method: "GET", path: "/api/content/ai-status", access: "admin", output: typeOnly<AiStatus>() }),
  generate: endpoint({ method: "POST", path: "/api/content/generate-ai", access: "admin", body: generateAiRequestSchema, output: typeOnly<GeneratedContent>() }),
  bulkGenerate: endpoint({ method: "POST", path: "/api/content/bulk-generate", access: "admin", body: bulkGenerateRequestSchema, output: typeOnly<BulkResult>() }),
  drafts: endpoint({ method: "GET", path: "/api/content/ai-drafts", access: "admin", output: typeOnly<AiDraft[]>() }),
  removeDraft: endpoint({ method: "DELETE", path: "/api/content/ai-drafts/:id", params: idParams(AI_CONTENT_MESSAGES.draftNotFound), access: "admin", output: typeOnly<void>() }),
  stats: endpoint({ method: "GET", path: "/api/content/ai-stats", access: "admin", output: typeOnly<AiStats>() }),
};
