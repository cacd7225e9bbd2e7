/** The contracts tab's own texts; the signing rules' messages are the domain's (CONTRACT_DOCUMENT_TEXTS). */
export const CONTRACT_UI_TEXTS = {
  loadFailed: 'Failed to load contracts',
  loadOneFailed: 'Failed to load contract',
  consent: 'I have read this contract and agree to sign it electronically; my typed name is my signature',
  signIntro: 'Read the contract (Download PDF) before you sign. Your signature records your typed name, the time, and the fingerprint (SHA-256) of the document you sign.',
  signFailed: 'Signing failed',
  signed: 'Your signature has been recorded.',
  pdfFailed: 'The contract PDF could not be downloaded',
  noSignatures: 'No one has signed yet.',
  copyHash: (what: string) => `Copy the full fingerprint of ${what}`,
  hashCopied: 'Fingerprint copied.',
  hashCopyRefused: 'Copying is not allowed here; select the fingerprint and copy it by hand.',
} as const;
