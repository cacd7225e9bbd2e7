import { z } from 'zod';

/** The error shape of every failed call (spec 3, Business API error). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  status: z.number(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
