import { useSvgId } from './svg-id';

/** Isometric projection: x runs down-right, y down-left, z up. */
const iso = (ox: number, oy: number, s: number) => (x: number, y: number, z: number) =>
  `${(ox + (x - y) * 0.866 * s).toFixed(1)},${(oy + (x + y) * 0.5 * s - z * s).toFixed(1)}`;

interface BarFaces {
  top: string;
  left: string;
  right: string;
  /** The engraved cartouche on the top face. */
  mark: string;
  /** The bright edge where the top meets the front. */
  edge: string;
}

/** The three visible faces of one trapezoidal bar at (x, y, z) in bar units. */
function barFaces(p: (x: number, y: number, z: number) => string, x: number, y: number, z: number): BarFaces {
  const L = 120;
  const W = 56;
  const H = 26;
  const ix = 10;
  const iy = 7;
  const t = z + H;
  return {
    top: [p(x + ix, y + iy, t), p(x + L - ix, y + iy, t), p(x + L - ix, y + W - iy, t), p(x + ix, y + W - iy, t)].join(' '),
    left: [p(x, y + W, z), p(x + L, y + W, z), p(x + L - ix, y + W - iy, t), p(x + ix, y + W - iy, t)].join(' '),
    right: [p(x + L, y, z), p(x + L, y + W, z), p(x + L - ix, y + W - iy, t), p(x + L - ix, y + iy, t)].join(' '),
    mark: [p(x + 34, y + 18, t), p(x + 86, y + 18, t), p(x + 86, y + 38, t), p(x + 34, y + 38, t)].join(' '),
    edge: [p(x + ix, y + W - iy, t), p(x + L - ix, y + W - iy, t), p(x + L - ix, y + iy, t)].join(' '),
  };
}

/** Bars of a stacked pyramid, back to front and bottom to top, so later ones paint over earlier ones. */
const STACK: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [0, 62, 0],
  [0, 124, 0],
  [0, 31, 26],
  [0, 93, 26],
  [0, 62, 52],
];

/** A pyramid of gold bars on a soft glow, with a halo ring behind. The gold page's hero art. */
export function GoldBarsArt({ className }: { className?: string }) {
  const id = useSvgId('gold');
  const p = iso(268, 168, 1.05);
  return (
    <svg viewBox="0 0 480 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-top`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbeab2" />
          <stop offset="0.45" stopColor="#e6c35c" />
          <stop offset="1" stopColor="#c9a032" />
        </linearGradient>
        <linearGradient id={`${id}-left`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d4af37" />
          <stop offset="1" stopColor="#8a6a1c" />
        </linearGradient>
        <linearGradient id={`${id}-right`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b8922a" />
          <stop offset="1" stopColor="#6e5314" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#e6c35c" stopOpacity="0.45" />
          <stop offset="1" stopColor="#e6c35c" stopOpacity="0" />
        </radialGradient>
      </defs>
      <style>{`@media (prefers-reduced-motion: no-preference){.${id}-spin{transform-origin:240px 215px;animation:${id}-spin 60s linear infinite}.${id}-twinkle{animation:${id}-tw 3.2s ease-in-out infinite}}@keyframes ${id}-spin{to{transform:rotate(360deg)}}@keyframes ${id}-tw{50%{opacity:.25}}`}</style>
      <circle cx="240" cy="215" r="175" fill={`url(#${id}-glow)`} />
      <g className={`${id}-spin`} fill="none" stroke="#e6c35c">
        <circle cx="240" cy="215" r="165" strokeOpacity="0.25" strokeDasharray="2 10" />
        <circle cx="240" cy="215" r="132" strokeOpacity="0.12" />
      </g>
      <ellipse cx="240" cy="290" rx="160" ry="52" fill="#000" opacity="0.4" />
      {STACK.map(([x, y, z]) => {
        const f = barFaces(p, x, y, z);
        return (
          <g key={`${x}-${y}-${z}`} strokeLinejoin="round">
            <polygon points={f.left} fill={`url(#${id}-left)`} />
            <polygon points={f.right} fill={`url(#${id}-right)`} />
            <polygon points={f.top} fill={`url(#${id}-top)`} />
            <polygon points={f.mark} fill="none" stroke="#8a6a1c" strokeOpacity="0.55" strokeWidth="1.2" />
            <polyline points={f.edge} fill="none" stroke="#fff6d6" strokeOpacity="0.8" strokeWidth="1.1" />
          </g>
        );
      })}
      <g className={`${id}-twinkle`} fill="#fff6d6">
        <path d="M372 92l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" />
        <path d="M110 150l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" opacity="0.8" />
        <path d="M338 286l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" opacity="0.7" />
      </g>
    </svg>
  );
}

/** One small bar, for icons and badges. */
export function GoldBarGlyph({ className }: { className?: string }) {
  const id = useSvgId('glyph');
  return (
    <svg viewBox="0 0 48 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbeab2" />
          <stop offset="1" stopColor="#b8922a" />
        </linearGradient>
      </defs>
      <path d="M10 6h28l8 22H2z" fill={`url(#${id})`} />
      <path d="M12.5 9h23l5.5 16H7z" fill="none" stroke="#8a6a1c" strokeOpacity="0.5" />
      <path d="M10 6h28" stroke="#fff6d6" strokeWidth="1.2" />
    </svg>
  );
}
