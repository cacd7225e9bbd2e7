import { useSvgId } from './svg-id';

/** The three desks of the quick-contact cards, as nodes orbiting the head office. */
const DESKS = [
  { x: 98, y: 130, glyph: 'M-9,-6h18v12h-18z M-9,-6l9,7 9,-7' },
  { x: 372, y: 176, glyph: 'M-9,6l6,-6 4,4 8,-9' },
  { x: 150, y: 330, glyph: 'M-10,0a6,6 0 1 0 12,0a6,6 0 1 0 -12,0 M-2,0a6,6 0 1 0 12,0a6,6 0 1 0 -12,0' },
] as const;

const HQ = { x: 240, y: 220 };

/**
 * The head office as a gold pin with signal rings, linked to the trading, intelligence and
 * partnership desks. The contact page's hero art.
 */
export function ContactArt({ className }: { className?: string }) {
  const id = useSvgId('contact');
  return (
    <svg viewBox="0 0 480 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#e6c35c" stopOpacity="0.4" />
          <stop offset="1" stopColor="#e6c35c" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-disc`} cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#1b1f29" />
          <stop offset="1" stopColor="#07080b" />
        </radialGradient>
        <linearGradient id={`${id}-pin`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbeab2" />
          <stop offset="1" stopColor="#b8922a" />
        </linearGradient>
        <pattern id={`${id}-dots`} width="12" height="12" patternUnits="userSpaceOnUse">
          <circle cx="6" cy="6" r="1.3" fill="#94a3b8" />
        </pattern>
        <clipPath id={`${id}-clip`}>
          <circle cx={HQ.x} cy={HQ.y} r="170" />
        </clipPath>
      </defs>
      <style>{`@media (prefers-reduced-motion: no-preference){.${id}-ring{transform-box:fill-box;transform-origin:center;animation:${id}-ring 4s ease-out infinite}.${id}-flow{animation:${id}-dash 2s linear infinite}}@keyframes ${id}-ring{0%{transform:scale(.3);opacity:.9}100%{transform:scale(1.6);opacity:0}}@keyframes ${id}-dash{to{stroke-dashoffset:-20}}`}</style>
      <circle cx={HQ.x} cy={HQ.y} r="200" fill={`url(#${id}-glow)`} />
      <circle cx={HQ.x} cy={HQ.y} r="170" fill={`url(#${id}-disc)`} stroke="#e6c35c" strokeOpacity="0.3" />
      <rect x="60" y="40" width="360" height="360" fill={`url(#${id}-dots)`} opacity="0.22" clipPath={`url(#${id}-clip)`} />
      <g fill="none" stroke="#e6c35c">
        <circle cx={HQ.x} cy={HQ.y} r="60" strokeOpacity="0.35" />
        <circle cx={HQ.x} cy={HQ.y} r="110" strokeOpacity="0.2" strokeDasharray="2 6" />
        <circle className={`${id}-ring`} cx={HQ.x} cy={HQ.y} r="60" strokeOpacity="0.6" />
      </g>
      {DESKS.map((desk) => (
        <g key={`${desk.x}-${desk.y}`}>
          <path
            d={`M${HQ.x},${HQ.y} Q${(HQ.x + desk.x) / 2},${Math.min(HQ.y, desk.y) - 40} ${desk.x},${desk.y}`}
            fill="none"
            stroke="#e6c35c"
            strokeOpacity="0.3"
          />
          <path
            className={`${id}-flow`}
            d={`M${HQ.x},${HQ.y} Q${(HQ.x + desk.x) / 2},${Math.min(HQ.y, desk.y) - 40} ${desk.x},${desk.y}`}
            fill="none"
            stroke="#f0d78c"
            strokeWidth="1.5"
            strokeDasharray="3 7"
          />
          <circle cx={desk.x} cy={desk.y} r="30" fill="#12151c" stroke="#e6c35c" strokeOpacity="0.55" />
          <path transform={`translate(${desk.x} ${desk.y})`} d={desk.glyph} fill="none" stroke="#f0d78c" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      ))}
      <ellipse cx={HQ.x} cy={HQ.y + 4} rx="16" ry="5" fill="#000" opacity="0.5" />
      <path
        d={`M${HQ.x},${HQ.y} c-6,-14 -22,-26 -22,-44 a22,22 0 0 1 44,0 c0,18 -16,30 -22,44z`}
        fill={`url(#${id}-pin)`}
        stroke="#fff6d6"
        strokeOpacity="0.6"
      />
      <circle cx={HQ.x} cy={HQ.y - 44} r="8" fill="#07080b" />
    </svg>
  );
}
