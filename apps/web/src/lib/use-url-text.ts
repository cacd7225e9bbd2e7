import { useEffect, useState } from 'react';

/** How long typing pauses before the text goes to the URL (and so to the server). */
const SETTLE_MS = 300;

/**
 * A text filter held in the URL but typed freely: the box shows what is typed at once, and `onSettle`
 * writes it (trimmed, or null when blank) once typing pauses.
 */
export function useUrlText(inUrl: string, onSettle: (value: string | null) => void) {
  const [text, setText] = useState(inUrl);
  useEffect(() => {
    if (text.trim() === inUrl) return;
    const timer = setTimeout(() => onSettle(text.trim() || null), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, inUrl, onSettle]);
  return [text, setText] as const;
}
