import { useSvgId } from './svg-id';

/** A smooth line through points, as cubic segments with horizontal tangents. */
function smooth(points: readonly (readonly [number, number])[]): string {
  return points
    .map(([x, y], i) => {
      if (i === 0) return `M${x},${y}`;
      const [px, py] = points[i - 1]!;
      const mx = (px + x) / 2;
      return `C${mx},${py} ${mx},${y} ${x},${y}`;
    })
    .join(' ');
}

const LINE: readonly (readonly [number, number])[] = [
  [36, 204], [76, 188], [116, 196], [156, 160], [196, 172], [236, 132], [276, 146], [316, 104], [356, 116], [396, 78],
];

const CANDLES: readonly (readonly [x: number, open: number, close: number, high: number, low: number])[] = [
  [52, 262, 250, 244, 268], [80, 250, 256, 242, 262], [108, 256, 240, 234, 262], [136, 240, 246, 232, 252],
  [164, 246, 230, 224, 250], [192, 230, 236, 222, 242], [220, 236, 220, 214, 240], [248, 220, 226, 212, 232],
  [276, 226, 212, 206, 230], [304, 212, 218, 204, 224], [332, 218, 204, 198, 222], [360, 204, 196, 190, 210],
  [388, 196, 188, 182, 202],
];

/**
 * An analytics terminal: a rising line over a candle strip, with a sentiment card floating in
 * front. Abstract on purpose: no figures, no axes, nothing that could be read as a quote.
 */
export function MarketArt({ className }: { className?: string }) {
  const id = useSvgId('market');
  const area = `${smooth(LINE)} L396,230 L36,230 Z`;
  return (
    <svg viewBox="0 0 480 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-area`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e6c35c" stopOpacity="0.35" />
          <stop offset="1" stopColor="#e6c35c" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${id}-panel`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b1f29" />
          <stop offset="1" stopColor="#0b0d12" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#e6c35c" stopOpacity="0.35" />
          <stop offset="1" stopColor="#e6c35c" stopOpacity="0" />
        </radialGradient>
      </defs>
      <style>{`@media (prefers-reduced-motion: no-preference){.${id}-draw{stroke-dasharray:620;animation:${id}-draw 3.5s ease-out both}.${id}-pulse{transform-box:fill-box;transform-origin:center;animation:${id}-pulse 2.4s ease-out infinite}}@keyframes ${id}-draw{from{stroke-dashoffset:620}to{stroke-dashoffset:0}}@keyframes ${id}-pulse{0%{transform:scale(.5);opacity:1}100%{transform:scale(2.6);opacity:0}}`}</style>
      <circle cx="250" cy="170" r="210" fill={`url(#${id}-glow)`} />
      <g transform="translate(24 40)">
        <rect x="0" y="0" width="432" height="300" rx="18" fill={`url(#${id}-panel)`} stroke="#e6c35c" strokeOpacity="0.3" />
        <g fill="#94a3b8" opacity="0.5">
          <circle cx="22" cy="22" r="4" />
          <circle cx="36" cy="22" r="4" />
          <circle cx="50" cy="22" r="4" />
        </g>
        <rect x="300" y="16" width="56" height="12" rx="6" fill="#e6c35c" opacity="0.25" />
        <rect x="364" y="16" width="48" height="12" rx="6" fill="#94a3b8" opacity="0.2" />
        <g stroke="#ffffff" strokeOpacity="0.06">
          {[70, 110, 150, 190, 230].map((y) => (
            <line key={y} x1="24" x2="408" y1={y} y2={y} />
          ))}
        </g>
        <path d={area} fill={`url(#${id}-area)`} />
        <path className={`${id}-draw`} d={smooth(LINE)} fill="none" stroke="#f0d78c" strokeWidth="2.5" strokeLinecap="round" />
        <circle className={`${id}-pulse`} cx="396" cy="78" r="6" fill="none" stroke="#f0d78c" strokeWidth="1.5" />
        <circle cx="396" cy="78" r="4.5" fill="#f0d78c" stroke="#07080b" strokeWidth="1.5" />
        {CANDLES.map(([x, open, close, high, low]) => {
          const up = close < open;
          return (
            <g key={x} opacity="0.75">
              <line x1={x} x2={x} y1={high} y2={low} stroke={up ? '#e6c35c' : '#64748b'} />
              <rect x={x - 5} width="10" y={Math.min(open, close)} height={Math.max(3, Math.abs(open - close))} rx="1.5" fill={up ? '#e6c35c' : '#475569'} />
            </g>
          );
        })}
      </g>
      {/* A floating sentiment card. */}
      <g transform="translate(292 268)">
        <rect width="168" height="118" rx="14" fill="#12151c" stroke="#e6c35c" strokeOpacity="0.45" />
        <rect x="16" y="16" width="64" height="8" rx="4" fill="#94a3b8" opacity="0.35" />
        {[0.9, 0.62, 0.78, 0.45].map((w, i) => (
          <g key={i} transform={`translate(16 ${38 + i * 18})`}>
            <rect width="136" height="8" rx="4" fill="#ffffff" opacity="0.06" />
            <rect width={136 * w} height="8" rx="4" fill="#e6c35c" opacity={0.9 - i * 0.15} />
          </g>
        ))}
      </g>
    </svg>
  );
}
