import { apiErrorSchema } from '@ctp/domain';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The multipart/form-data fields a route reads itself (request.parts()), for the document only: Fastify does not
     * validate it, the route does.
     */
    formBody?: z.ZodType;
  }
}

/*
 * What a route writes in its schema beyond zod bodies and answers: the errors particular to it (with why they
 * happen), answers that are not JSON, and examples. The errors every route of a kind shares are derived
 * (conventions.ts); a route never lists them.
 */

/** An error answer particular to the route: the description says when it happens. */
export const routeError = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });

/** A JSON answer with a word on when it is given (for an operation with more than one success answer). */
export const describedAnswer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

/** A CSV file answer (text/csv, UTF-8 with a header line). */
export const csvFile = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

/** A file answer in one of the given media types. */
export const fileDownload = (description: string, mediaTypes: readonly string[] = ['application/octet-stream']) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});

/**
 * The schema with an example request, shown in the reference and checked against the schema by the lint. (`example`,
 * not `examples`: zod drops `examples` from the input side of a schema that transforms.)
 */
export const withExample = <T extends z.ZodType>(schema: T, example: z.input<T>): T => schema.meta({ example }) as T;

/** `schema.formBody` for the document: the form fields (files as binary strings). */
export const formBody = <T extends z.ZodRawShape>(fields: T) => z.object(fields);
