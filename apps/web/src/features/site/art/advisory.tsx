import { useSvgId } from './svg-id';

const BENCHES = 6;

/** Sensor nodes of the twin, floating over the pit, with the benches they watch. */
const NODES: readonly (readonly [number, number, number])[] = [
  [120, 92, 1],
  [212, 60, 3],
  [318, 84, 2],
  [382, 132, 1],
  [262, 124, 4],
];

/**
 * A digital twin of an open-pit mine: stepped benches drawn as nested isometric rings, with sensor
 * nodes and a scan plane above. The advisory page's hero art.
 */
export function AdvisoryArt({ className }: { className?: string }) {
  const id = useSvgId('twin');
  const bench = (i: number) => ({ cx: 240, cy: 250 + i * 12, rx: 200 - i * 30, ry: (200 - i * 30) * 0.42 });
  return (
    <svg viewBox="0 0 480 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}-pit`} cx="0.5" cy="0.55" r="0.6">
          <stop offset="0" stopColor="#07080b" />
          <stop offset="1" stopColor="#1b1f29" />
        </radialGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#e6c35c" stopOpacity="0.35" />
          <stop offset="1" stopColor="#e6c35c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-scan`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e6c35c" stopOpacity="0" />
          <stop offset="1" stopColor="#e6c35c" stopOpacity="0.18" />
        </linearGradient>
      </defs>
      <style>{`@media (prefers-reduced-motion: no-preference){.${id}-scan{animation:${id}-scan 6s ease-in-out infinite}.${id}-blink{animation:${id}-blink 2.6s ease-in-out infinite}}@keyframes ${id}-scan{0%,100%{transform:translateY(-18px)}50%{transform:translateY(42px)}}@keyframes ${id}-blink{50%{opacity:.3}}`}</style>
      <circle cx="240" cy="220" r="200" fill={`url(#${id}-glow)`} />
      {Array.from({ length: BENCHES }, (_, i) => {
        const b = bench(i);
        return (
          <ellipse
            key={i}
            {...b}
            fill={i === 0 ? '#12151c' : `url(#${id}-pit)`}
            stroke="#e6c35c"
            strokeOpacity={0.7 - i * 0.09}
            strokeWidth={i === 0 ? 1.6 : 1.1}
          />
        );
      })}
      {/* Haul road spiralling down. */}
      <path d="M420,262 C380,300 250,318 150,296 C110,286 110,268 150,262 C210,256 300,262 330,282" fill="none" stroke="#f0d78c" strokeOpacity="0.45" strokeWidth="2" strokeDasharray="2 5" />
      {/* The scan plane. */}
      <g className={`${id}-scan`}>
        <path d="M40,170 L240,96 L440,170 L240,244 Z" fill={`url(#${id}-scan)`} stroke="#e6c35c" strokeOpacity="0.35" />
        <g stroke="#e6c35c" strokeOpacity="0.12">
          {[0.25, 0.5, 0.75].map((t) => (
            <g key={t}>
              <line x1={40 + 200 * t} y1={170 - 74 * t} x2={240 + 200 * t} y2={244 - 74 * t} />
              <line x1={40 + 200 * t} y1={170 + 74 * t} x2={240 + 200 * t} y2={96 + 74 * t} />
            </g>
          ))}
        </g>
      </g>
      {/* Sensor nodes, each tied down to the bench it reads. */}
      <g>
        {NODES.map(([x, y, level], i) => {
          const b = bench(level);
          const [nx, ny] = NODES[(i + 1) % NODES.length]!;
          return (
            <g key={`${x}-${y}`}>
              <line x1={x} y1={y} x2={nx} y2={ny} stroke="#e6c35c" strokeOpacity="0.3" />
              <line x1={x} y1={y} x2={x} y2={b.cy - b.ry * 0.2} stroke="#e6c35c" strokeOpacity="0.35" strokeDasharray="3 4" />
              <circle cx={x} cy={y} r="9" fill="#e6c35c" opacity="0.15" />
              <circle className={`${id}-blink`} style={{ animationDelay: `${i * 0.4}s` }} cx={x} cy={y} r="4" fill="#f0d78c" />
            </g>
          );
        })}
      </g>
    </svg>
  );
}
