import type { ReactNode } from 'react';

/**
 * Abstract marks for the technology partner tiles of the advisory page. Deliberately generic:
 * they stand for a kind of technology, never for a real company's logo.
 */
export type PartnerGlyphName = 'twin' | 'orbit' | 'leaf' | 'neural' | 'stack' | 'vault';

const GLYPHS: Record<PartnerGlyphName, ReactNode> = {
  twin: (
    <>
      <path d="M20 4l14 8v16l-14 8-14-8V12z" />
      <path d="M6 12l14 8 14-8M20 20v16" />
    </>
  ),
  orbit: (
    <>
      <circle cx="20" cy="20" r="6" />
      <ellipse cx="20" cy="20" rx="16" ry="7" transform="rotate(-30 20 20)" />
      <circle cx="33" cy="11" r="2" fill="currentColor" />
    </>
  ),
  leaf: (
    <>
      <circle cx="20" cy="20" r="16" />
      <path d="M12 27c0-9 6-15 16-15 0 10-6 16-15 16M12 27l8-8" />
    </>
  ),
  neural: (
    <>
      <circle cx="8" cy="12" r="3" />
      <circle cx="8" cy="28" r="3" />
      <circle cx="20" cy="8" r="3" />
      <circle cx="20" cy="20" r="3" />
      <circle cx="20" cy="32" r="3" />
      <circle cx="32" cy="20" r="3" />
      <path d="M11 12l6-3M11 12l6 7M11 28l6-7M11 28l6 3M23 8l7 10M23 20h6M23 32l7-10" />
    </>
  ),
  stack: (
    <>
      <path d="M20 6l14 7-14 7-14-7z" />
      <path d="M6 20l14 7 14-7M6 27l14 7 14-7" />
    </>
  ),
  vault: (
    <>
      <rect x="6" y="6" width="28" height="28" rx="5" />
      <circle cx="20" cy="20" r="7" />
      <path d="M20 13v-3M20 30v-3M13 20h-3M30 20h-3" />
    </>
  ),
};

export function PartnerGlyph({ name, className }: { name: PartnerGlyphName; className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[name]}
    </svg>
  );
}
