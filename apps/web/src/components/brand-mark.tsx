import { useId } from 'react';

/**
 * The company mark, a gold ingot on an ink tile, for the site's logo, the sign-in pages and the portals.
 * Decorative: the text beside it names the product.
 */
export function BrandMark({ className }: { className?: string }) {
  const gradient = `brand-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f6e3a3" />
          <stop offset="0.5" stopColor="#d4af37" />
          <stop offset="1" stopColor="#8f6d1c" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="10" fill="#0b0d12" stroke={`url(#${gradient})`} strokeOpacity="0.7" />
      <path d="M9 28.5 14 13h12l5 15.5z" fill={`url(#${gradient})`} />
      <path d="M15.6 17.5h8.8M12.4 24h15.2" stroke="#0b0d12" strokeOpacity="0.35" strokeWidth="1.2" />
    </svg>
  );
}
