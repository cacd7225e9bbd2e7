import { contractVerificationSchema, type ContractVerification } from '@ctp/domain/contract-documents';
import { api } from '@/lib/api-client';

/** POST /api/v1/contracts/verify (public), the PDF as the multipart field `file`: valid, altered or unknown. */
export async function verifyContract(file: File): Promise<ContractVerification> {
  const form = new FormData();
  form.append('file', file, file.name);
  return contractVerificationSchema.parse(await api.upload('/api/v1/contracts/verify', form));
}
