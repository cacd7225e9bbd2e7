import { contractSchema, type Contract } from '@ctp/domain';

/** A contract from an answer that carries it as `{ contract }` (or is the contract itself). */
export function contractFrom(body: unknown): Contract {
  const inner = body && typeof body === 'object' && 'contract' in body ? (body as { contract: unknown }).contract : body;
  return contractSchema.parse(inner);
}
