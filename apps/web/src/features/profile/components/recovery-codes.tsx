import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/download';

const FILE_NAME = 'recovery-codes.txt';

/**
 * The recovery codes, shown this one time (the server keeps only their hashes): copy them or save them
 * as a text file, then confirm.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
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
      <SuccessBox heading="Two-factor authentication is on">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown only now.
      </SuccessBox>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-2 rounded-xl border border-white/10 bg-ink-950/60 p-4 font-mono text-sm text-gold-200 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy codes
        </Button>
        <Button variant="secondary" onClick={() => saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), FILE_NAME)}>
          <Download aria-hidden="true" className="size-4" />
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-400">
        {copied === 'yes' ? 'Recovery codes copied.' : copied === 'failed' ? 'Copying is not allowed here; select the codes and copy them by hand.' : ''}
      </p>
    </div>
  );
}
