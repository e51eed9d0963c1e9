import { z } from './zod.js';

export const NOTE_MAX = 2000;

export const noteSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  note_text: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** POST /api/{userId}/notes: `created_by` is the signed-in staff member, whatever is sent. */
export const noteCreateSchema = z.object({
  note_text: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(NOTE_MAX, { error: 'tooLong' }),
  created_by: z.unknown().optional(),
});
export type NoteCreate = z.input<typeof noteCreateSchema>;
