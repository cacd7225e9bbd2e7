/** What the /verify page says; the file rules' messages are the domain's (CONTRACT_DOCUMENT_TEXTS). */
export const VERIFY_TEXTS = {
  title: 'Verify a contract',
  lead: 'Check that a contract PDF is one this platform issued and that both parties signed, unchanged since. The file is compared by its SHA-256 fingerprint; it is not kept.',
  choose: 'Choose or drop the contract PDF',
  checking: 'Checking the file...',
  failed: 'The file could not be checked. Please try again.',
  valid: 'This is a contract signed on this platform',
  validDetail: 'The file is exactly the signed document we issued: not a byte has changed.',
  altered: 'This file is not the document we issued: it was changed after signing',
  alteredDetail: 'It claims to be the contract below, but its bytes differ from the document the parties signed.',
  unknown: 'This file is not a contract issued by this platform',
  unknownDetail: 'Its fingerprint matches no signed contract of ours, and it names none.',
  fileHash: 'SHA-256 of your file',
} as const;
