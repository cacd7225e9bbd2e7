import type { DocumentType } from '@ctp/domain/document-constants';

export interface KycRequirement {
  /** Its key in the texts (`kyc.identity`: label and description). */
  id: 'identity' | 'funds' | 'company';
  /** Which of the user's documents stand for it. */
  documentType: DocumentType;
  /** The upload dialog starts with a name (the texts' `kyc.companyPresetName`) when the user submits it from the panel. */
  presetName?: true;
}

/**
 * The three documents of the KYC Verification Status panel (spec 2.16) and which uploads count for
 * each; the panel shows the status of the newest one. Spec 3's document types have no company
 * registration type; ours adds 'registration' (Company Registration), which the server's KYC rule reads.
 */
export const KYC_REQUIREMENTS: readonly KycRequirement[] = [
  { id: 'identity', documentType: 'kyc' },
  { id: 'funds', documentType: 'pof' },
  { id: 'company', documentType: 'registration', presetName: true },
];
