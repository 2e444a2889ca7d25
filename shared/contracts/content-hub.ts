import {
  CONTENT_MESSAGES,
  generateIdeasSchema,
  ideaStatusSchema,
  type ContentAnalytics,
  type ContentIdea,
  type ContentIdeaList,
  type GenerateIdeasResult,
  type LeadMagnetsReport,
} from "../schemas/content-hub";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// The Content Marketing Hub: site-wide data, administrators only.
export const contentHubContract = {
  ideas: endpoint({ method: "GET", path: "/api/content/ideas", access: "admin", output: typeOnly<ContentIdeaList>() }),
  updateIdea: endpoint({ method: "PATCH", path: "/api/content/ideas/:id", params: idParams(CONTENT_MESSAGES.ideaNotFound), access: "admin", body: ideaStatusSchema, output: typeOnly<ContentIdea>() }),
  leadMagnets: endpoint({ method: "GET", path: "/api/content/lead-magnets", access: "admin", output: typeOnly<LeadMagnetsReport>() }),
  analytics: endpoint({ method: "GET", path: "/api/content/analytics", access: "admin", output: typeOnly<ContentAnalytics>() }),
  generateIdeas: endpoint({ method: "POST", path: "/api/content/generate-ideas", access: "admin", body: generateIdeasSchema, output: typeOnly<GenerateIdeasResult>() }),
};
