import { z } from "zod";
import { emailAddress } from "./email";
import { stripControlChars } from "./text";
import { FEEDBACK_STATUSES, FEEDBACK_TYPES, type FeedbackStatus, type FeedbackType } from "../constants";

// The feedback form's rules and messages: docs/accounts.md, "Community feedback".
export const FEEDBACK_MESSAGES = {
  requiredTitle: "Campi obbligatori",
  required: "Seleziona un tipo e scrivi il tuo messaggio",
  rating: "La valutazione deve essere un numero intero da 1 a 5",
  titleTooLong: "Il titolo può avere al massimo 120 caratteri",
  messageTooLong: "Il messaggio può avere al massimo 2000 caratteri",
  email: "Inserisci un'email valida",
  failureTitle: "Errore",
  failure: "Non è stato possibile inviare il feedback",
  successTitle: "Feedback inviato!",
  success: "Grazie per il tuo contributo alla community",
  empty: "Nessun feedback ricevuto ancora.",
  notFound: "Feedback non trovato",
  notesTooLong: "Le note possono avere al massimo 2000 caratteri",
  status: "Stato non valido",
  nothingToChange: "Nessuna modifica indicata",
  tooMany: "Hai inviato troppi feedback. Riprova più tardi.",
  replyTooLong: "La risposta può avere al massimo 2000 caratteri",
  replyAlertTitle: "Abbiamo risposto al tuo feedback",
} as const;

export const FEEDBACK_LIMITS = { title: 120, message: 2000, notes: 2000, reply: 2000 } as const;

/** Types whose form shows the 1–5 star rating (docs/accounts.md). */
export const RATED_FEEDBACK_TYPES: readonly FeedbackType[] = ["content", "praise"];

/** Empty or whitespace-only optional text becomes null (docs/accounts.md). */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .nullable()
    .optional()
    .transform((v) => (typeof v === "string" ? stripControlChars(v).trim() : "") || null)
    .refine((v) => v === null || v.length <= max, message);

export const feedbackInputSchema = z
  .object({
    // The form starts on "" ("Seleziona un tipo"): accepted as input, refused as a value.
    type: z
      .union([z.literal(""), z.enum(FEEDBACK_TYPES)], { error: FEEDBACK_MESSAGES.required })
      .pipe(z.enum(FEEDBACK_TYPES, { error: FEEDBACK_MESSAGES.required })),
    rating: z
      .number({ error: FEEDBACK_MESSAGES.rating })
      .nullable()
      .optional()
      .transform((v) => v ?? null)
      .refine((v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 5), FEEDBACK_MESSAGES.rating),
    title: optionalText(FEEDBACK_LIMITS.title, FEEDBACK_MESSAGES.titleTooLong),
    message: z
      .string({ error: FEEDBACK_MESSAGES.required })
      .transform(stripControlChars)
      .pipe(z.string().trim().min(1, FEEDBACK_MESSAGES.required).max(FEEDBACK_LIMITS.message, FEEDBACK_MESSAGES.messageTooLong)),
    // Empty means none; anything else is one address (the shared e-mail schema).
    userEmail: z
      .preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), emailAddress({ invalid: FEEDBACK_MESSAGES.email, required: FEEDBACK_MESSAGES.email }).nullable().optional())
      .transform((v) => v ?? null),
  })
  // A rating belongs only to content and praise; for other types it is dropped, not an error.
  .transform((v) => ({ ...v, rating: RATED_FEEDBACK_TYPES.includes(v.type) ? v.rating : null }));
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export type FeedbackParsed = z.output<typeof feedbackInputSchema>;

export const feedbackUpdateSchema = z
  .object({
    status: z.enum(FEEDBACK_STATUSES, { error: FEEDBACK_MESSAGES.status }).optional(),
    adminNotes: optionalText(FEEDBACK_LIMITS.notes, FEEDBACK_MESSAGES.notesTooLong).optional(),
    isHidden: z.boolean({ error: "Valore non valido per la visibilità" }).optional(),
    // Public, unlike the notes: shown under the item and sent to its author as an alert.
    publicReply: optionalText(FEEDBACK_LIMITS.reply, FEEDBACK_MESSAGES.replyTooLong).optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.adminNotes !== undefined || v.isHidden !== undefined || v.publicReply !== undefined, FEEDBACK_MESSAGES.nothingToChange);
export type FeedbackUpdate = z.input<typeof feedbackUpdateSchema>;

/** What everyone may read (never the email, admin notes or hidden items). */
export type PublicFeedback = {
  id: number;
  type: FeedbackType;
  rating: number | null;
  title: string | null;
  message: string;
  status: FeedbackStatus;
  createdAt: string;
  /** The administrator's public answer, if any. */
  reply: { text: string; repliedAt: string } | null;
};

export type AdminFeedback = PublicFeedback & { userEmail: string | null; adminNotes: string | null; isHidden: boolean };

export type AdminFeedbackList = {
  items: AdminFeedback[];
  counts: { total: number; new: number; inProgress: number; completed: number };
};
