import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/download';
import { useTexts } from '@/lib/i18n/texts';
import { profileTexts } from '../texts';

const FILE_NAME = 'recovery-codes.txt';

/**
 * The recovery codes, shown this one time (the server keeps only their hashes): copy them or save them
 * as a text file, then confirm.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const labels = useTexts(profileTexts).text.twoFactor;
  const text = codes.join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the codes stay on screen to copy by hand.
      setCopied('failed');
    }
  }

  return (
    <div className="space-y-4">
      <SuccessBox heading={labels.codesHeading}>
        {labels.codesIntro}
      </SuccessBox>
      <ol aria-label={labels.codesLabel} className="grid grid-cols-1 gap-2 rounded-xl border border-white/10 bg-ink-950/60 p-4 font-mono text-sm text-gold-200 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {labels.copyCodes}
        </Button>
        <Button variant="secondary" onClick={() => saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), FILE_NAME)}>
          <Download aria-hidden="true" className="size-4" />
          {labels.downloadCodes}
        </Button>
        <Button onClick={onDone}>{labels.savedCodes}</Button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-400">
        {copied === 'yes' ? labels.copied : copied === 'failed' ? labels.copyRefused : ''}
      </p>
    </div>
  );
}
