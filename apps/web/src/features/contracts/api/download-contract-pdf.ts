import type { Contract } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';

/** The file name the server gives the PDF (Content-Disposition), so a saved copy matches what it sends. */
export const contractPdfFileName = (contract: Pick<Contract, 'contractNumber'>) => `${contract.contractNumber}.pdf`;

/**
 * GET /api/v1/contracts/{id}/pdf, fetched with the bearer token (a plain link could not send it) and saved:
 * a draft marked DRAFT, the bytes sent for signature while pending, the signed PDF once both have signed.
 */
export async function downloadContractPdf(contract: Pick<Contract, 'id' | 'contractNumber'>): Promise<void> {
  const response = await apiResponse(`/api/v1/contracts/${encodeURIComponent(contract.id)}/pdf`);
  saveBlob(await response.blob(), contractPdfFileName(contract));
}

export const useDownloadContractPdf = () => useMutation({ mutationFn: downloadContractPdf });
