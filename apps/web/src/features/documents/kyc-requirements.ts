import type { DocumentType } from '@ctp/domain/document-constants';

export interface KycRequirement {
  id: 'identity' | 'funds' | 'company';
  label: string;
  description: string;
  /** Which of the user's documents stand for it. */
  documentType: DocumentType;
  /** What the upload dialog starts with when the user submits it from the panel. */
  presetName?: string;
}

/**
 * The three documents of the KYC Verification Status panel (spec 2.16) and which uploads count for
 * each; the panel shows the status of the newest one. Spec 3's document types have no company
 * registration type; ours adds 'registration' (Company Registration), which the server's KYC rule reads.
 */
export const KYC_REQUIREMENTS: readonly KycRequirement[] = [
  {
    id: 'identity',
    label: 'Identity Verification',
    description: 'Passport or national ID of the account holder',
    documentType: 'kyc',
  },
  {
    id: 'funds',
    label: 'Proof of Funds',
    description: 'A recent bank statement or a bank comfort letter',
    documentType: 'pof',
  },
  {
    id: 'company',
    label: 'Company Registration',
    description: 'Certificate of incorporation or commercial registration',
    documentType: 'registration',
    presetName: 'Company Registration',
  },
];
