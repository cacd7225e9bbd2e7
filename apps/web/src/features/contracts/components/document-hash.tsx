import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { shortHash } from '../contract-format';
import { useTexts } from '@/lib/i18n/texts';
import { contractTexts } from '../texts';

/**
 * A SHA-256 shortened for the eye, with a button that copies the whole of it (to compare with a file's
 * fingerprint on /verify). The whole value is the title, and a screen reader hears it all.
 */
export function DocumentHash({ sha256, of }: { sha256: string; of: string }) {
  const { text, t } = useTexts(contractTexts);
  const [copied, setCopied] = useState<'yes' | 'refused' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(sha256);
      setCopied('yes');
    } catch {
      // Clipboard access can be refused (permissions, insecure origin); the title still shows the whole value.
      setCopied('refused');
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <code title={sha256} className="font-mono text-xs text-slate-300">
        <span aria-hidden="true">{shortHash(sha256)}</span>
        <span className="sr-only">{sha256}</span>
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('hash.copy', { what: of })}
        className="rounded-md p-1 text-slate-400 hover:bg-white/5 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        {copied === 'yes' ? <Check aria-hidden="true" className="size-3.5 text-emerald-400" /> : <Copy aria-hidden="true" className="size-3.5" />}
      </button>
      <span aria-live="polite" className="text-xs text-slate-400">
        {copied === 'yes' ? text.hash.copied : copied === 'refused' ? text.hash.refused : ''}
      </span>
    </span>
  );
}
