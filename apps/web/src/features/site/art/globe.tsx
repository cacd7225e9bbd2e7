import { useSvgId } from './svg-id';

const R = 150;
const C = 210;

/** Points on the visible face of the globe, joined by arcs: the offices and partners network. */
const NODES: readonly (readonly [number, number])[] = [
  [150, 130],
  [262, 118],
  [300, 210],
  [196, 262],
  [118, 222],
  [232, 178],
];
const LINKS: readonly (readonly [number, number])[] = [
  [5, 0], [5, 1], [5, 2], [5, 3], [5, 4], [0, 1], [2, 3],
];

/**
 * A globe of meridians and parallels with a network of gold arcs and an orbit ring.
 * The About page's hero art.
 */
export function GlobeArt({ className }: { className?: string }) {
  const id = useSvgId('globe');
  const arc = ([x1, y1]: readonly [number, number], [x2, y2]: readonly [number, number]) =>
    `M${x1},${y1} Q${(x1 + x2) / 2 + (C - (x1 + x2) / 2) * -0.25},${(y1 + y2) / 2 - 34} ${x2},${y2}`;
  return (
    <svg viewBox="0 0 420 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}-sphere`} cx="0.38" cy="0.32" r="0.75">
          <stop offset="0" stopColor="#2a2f3b" />
          <stop offset="0.6" stopColor="#12151c" />
          <stop offset="1" stopColor="#07080b" />
        </radialGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0.55" stopColor="#e6c35c" stopOpacity="0.28" />
          <stop offset="1" stopColor="#e6c35c" stopOpacity="0" />
        </radialGradient>
        <clipPath id={`${id}-clip`}>
          <circle cx={C} cy={C} r={R} />
        </clipPath>
      </defs>
      <style>{`@media (prefers-reduced-motion: no-preference){.${id}-orbit{transform-origin:${C}px ${C}px;animation:${id}-spin 40s linear infinite}.${id}-flow{stroke-dasharray:3 7;animation:${id}-dash 2s linear infinite}}@keyframes ${id}-spin{to{transform:rotate(360deg)}}@keyframes ${id}-dash{to{stroke-dashoffset:-20}}`}</style>
      <circle cx={C} cy={C} r={R + 55} fill={`url(#${id}-glow)`} />
      <circle cx={C} cy={C} r={R} fill={`url(#${id}-sphere)`} />
      <g clipPath={`url(#${id}-clip)`} fill="none" stroke="#e6c35c" transform={`rotate(-18 ${C} ${C})`}>
        {[0.2, 0.45, 0.7, 0.9].map((k) => (
          <ellipse key={`m${k}`} cx={C} cy={C} rx={R * k} ry={R} strokeOpacity="0.16" />
        ))}
        <line x1={C} y1={C - R} x2={C} y2={C + R} strokeOpacity="0.16" />
        {[-0.66, -0.33, 0, 0.33, 0.66].map((k) => {
          const y = C + R * k;
          const rx = R * Math.sqrt(1 - k * k);
          return <ellipse key={`p${k}`} cx={C} cy={y} rx={rx} ry={rx * 0.18} strokeOpacity={k === 0 ? 0.3 : 0.14} />;
        })}
      </g>
      <circle cx={C} cy={C} r={R} fill="none" stroke="#f0d78c" strokeOpacity="0.45" />
      <g fill="none" strokeLinecap="round">
        {LINKS.map(([a, b]) => (
          <g key={`${a}-${b}`}>
            <path d={arc(NODES[a]!, NODES[b]!)} stroke="#e6c35c" strokeOpacity="0.3" strokeWidth="1.2" />
            <path className={`${id}-flow`} d={arc(NODES[a]!, NODES[b]!)} stroke="#f0d78c" strokeWidth="1.4" />
          </g>
        ))}
      </g>
      {NODES.map(([x, y], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r={i === 5 ? 11 : 8} fill="#e6c35c" opacity="0.18" />
          {i === 5 ? (
            <rect x={x - 5} y={y - 5} width="10" height="10" transform={`rotate(45 ${x} ${y})`} fill="#f0d78c" stroke="#07080b" strokeWidth="1.5" />
          ) : (
            <circle cx={x} cy={y} r="4" fill="#f0d78c" stroke="#07080b" strokeWidth="1.2" />
          )}
        </g>
      ))}
      <g className={`${id}-orbit`}>
        <ellipse cx={C} cy={C} rx={R + 34} ry={(R + 34) * 0.3} transform={`rotate(-22 ${C} ${C})`} fill="none" stroke="#e6c35c" strokeOpacity="0.35" strokeDasharray="1 6" />
        <circle cx={C + 171} cy={C - 69} r="5" fill="#f0d78c" />
      </g>
    </svg>
  );
}
