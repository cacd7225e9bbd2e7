import { z } from 'zod';

/** The error shape of every failed call (spec 3, Business API error); `ApiError` in the OpenAPI document. */
export const apiErrorSchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in words a person can read' }),
    code: z.string().meta({ description: 'A stable machine-readable code, e.g. VALIDATION_ERROR or ORDER_NOT_EDITABLE' }),
    status: z.number().int().meta({ description: 'The HTTP status, repeated' }),
    details: z.unknown().optional().meta({ description: 'Structured detail, e.g. one {path, message} per invalid field' }),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
