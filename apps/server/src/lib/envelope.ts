import { z } from 'zod';

/** Success envelope schema around a payload schema (PRODUCT.md section 10). */
export function envelopeOf<T extends z.ZodType>(payload: T) {
  return z.object({
    status: z.literal('success'),
    message: z.string(),
    response: payload,
  });
}

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
  response: z.null(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function success<T>(payload: T, message = 'OK') {
  return { status: 'success' as const, message, response: payload };
}

export function errorEnvelope(code: string, message: string, field?: string): ErrorEnvelope {
  return field === undefined
    ? { status: 'error', message, code, response: null }
    : { status: 'error', message, code, field, response: null };
}
