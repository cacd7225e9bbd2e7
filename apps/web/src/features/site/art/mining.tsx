import { useSvgId } from './svg-id';

const RIDGE = 'M0,190 L60,150 L110,168 L170,96 L214,128 L262,70 L318,138 L360,118 L420,170 L480,150 L480,420 L0,420 Z';

/**
 * A mountain in cross-section: rock strata, a gold vein, a headframe over its shaft, and a stream
 * of metal flowing out to a stack of coins, which is what a streaming deal is.
 */
export function MiningArt({ className }: { className?: string }) {
  const id = useSvgId('mine');
  return (
    <svg viewBox="0 0 480 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={`${id}-rock`}>
          <path d={RIDGE} />
        </clipPath>
        <linearGradient id={`${id}-vein`} x1="0" x2="1">
          <stop offset="0" stopColor="#b8922a" />
          <stop offset="0.5" stopColor="#f0d78c" />
          <stop offset="1" stopColor="#d4af37" />
        </linearGradient>
        <linearGradient id={`${id}-coin`} x1="0" x2="1">
          <stop offset="0" stopColor="#b8922a" />
          <stop offset="0.5" stopColor="#f0d78c" />
          <stop offset="1" stopColor="#8a6a1c" />
        </linearGradient>
        <radialGradient id={`${id}-fade-gradient`} cx="0.52" cy="0.42" r="0.62">
          <stop offset="0.5" stopColor="#fff" />
          <stop offset="0.82" stopColor="#000" />
        </radialGradient>
        <mask id={`${id}-fade`} maskUnits="userSpaceOnUse" x="0" y="0" width="480" height="420">
          <rect width="480" height="420" fill={`url(#${id}-fade-gradient)`} />
        </mask>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#e6c35c" stopOpacity="0.4" />
          <stop offset="1" stopColor="#e6c35c" stopOpacity="0" />
        </radialGradient>
      </defs>
      <style>{`@media (prefers-reduced-motion: no-preference){.${id}-flow{animation:${id}-dash 1.8s linear infinite}}@keyframes ${id}-dash{to{stroke-dashoffset:-22}}`}</style>
      <circle cx="250" cy="150" r="180" fill={`url(#${id}-glow)`} />
      <g mask={`url(#${id}-fade)`}>
      <g clipPath={`url(#${id}-rock)`}>
        <rect width="480" height="420" fill="#12151c" />
        <path d="M0,200 C120,180 200,230 300,205 S430,190 480,210 L480,420 L0,420Z" fill="#171b24" />
        <path d="M0,262 C100,240 220,290 320,262 S440,250 480,268 L480,420 L0,420Z" fill="#1b1f29" />
        <path d="M0,322 C110,304 210,344 320,322 S430,312 480,330 L480,420 L0,420Z" fill="#12151c" />
        <g stroke="#ffffff" strokeOpacity="0.05">
          <path d="M0,200 C120,180 200,230 300,205 S430,190 480,210" fill="none" />
          <path d="M0,262 C100,240 220,290 320,262 S440,250 480,268" fill="none" />
          <path d="M0,322 C110,304 210,344 320,322 S430,312 480,330" fill="none" />
        </g>
        {/* The ore body. */}
        <path d="M70,300 C130,270 170,300 230,284 S320,250 360,262" fill="none" stroke={`url(#${id}-vein)`} strokeWidth="7" strokeLinecap="round" />
        <path d="M110,330 C160,316 200,326 250,312" fill="none" stroke="#d4af37" strokeOpacity="0.55" strokeWidth="3" strokeLinecap="round" />
        <path d="M262,236 C290,226 320,232 340,222" fill="none" stroke="#d4af37" strokeOpacity="0.45" strokeWidth="2.5" strokeLinecap="round" />
        {/* The shaft and its levels. */}
        <path d="M214,128 L214,300" stroke="#e6c35c" strokeOpacity="0.55" strokeWidth="2" strokeDasharray="5 5" />
        <path d="M214,220 L262,220 M214,284 L150,284" stroke="#e6c35c" strokeOpacity="0.4" strokeWidth="2" />
      </g>
      <path d={RIDGE.replace(/ L480,420 L0,420 Z$/, '')} fill="none" stroke="#e6c35c" strokeOpacity="0.6" strokeWidth="1.5" />
      </g>
      {/* Headframe. */}
      <g stroke="#f0d78c" strokeWidth="2" fill="none" strokeLinejoin="round">
        <path d="M200,128 L210,82 L226,82 L232,128 M204,110 L228,110 M207,96 L225,96" />
        <circle cx="218" cy="80" r="7" />
      </g>
      {/* The stream: metal flowing to the investor. */}
      <path d="M360,262 C410,250 420,200 404,170 C392,146 400,118 420,104" fill="none" stroke="#2a2f3b" strokeWidth="8" strokeLinecap="round" />
      <path className={`${id}-flow`} d="M360,262 C410,250 420,200 404,170 C392,146 400,118 420,104" fill="none" stroke="#f0d78c" strokeWidth="2.5" strokeDasharray="5 6" strokeLinecap="round" />
      <g>
        {[0, 1, 2, 3].map((i) => (
          <g key={i} transform={`translate(420 ${100 - i * 11})`}>
            <path d="M-30,0 L-30,8 A30,10 0 0 0 30,8 L30,0" fill="#8a6a1c" />
            <ellipse cx="0" cy="0" rx="30" ry="10" fill={`url(#${id}-coin)`} stroke="#fff6d6" strokeOpacity="0.5" />
          </g>
        ))}
        <ellipse cx="420" cy="67" rx="18" ry="5" fill="none" stroke="#8a6a1c" strokeOpacity="0.7" />
      </g>
    </svg>
  );
}
