// The fake OpenAI-compatible server moved to server/test/ (shared with the Prompt Master tests).
export * from "../../../test/fake-openai";
