import { useSvgId } from './svg-id';

interface Tank {
  cx: number;
  /** Centre of the bottom ellipse. */
  base: number;
  rx: number;
  h: number;
}

/** Back to front, so nearer tanks paint over farther ones. */
const TANKS: readonly Tank[] = [
  { cx: 318, base: 236, rx: 62, h: 104 },
  { cx: 160, base: 262, rx: 84, h: 128 },
  { cx: 292, base: 330, rx: 46, h: 70 },
];

const RY = 0.42;

function TankShape({ tank, id }: { tank: Tank; id: string }) {
  const { cx, base, rx, h } = tank;
  const ry = rx * RY;
  const top = base - h;
  const left = cx - rx;
  const right = cx + rx;
  const bands = [0.28, 0.56, 0.84];
  return (
    <g>
      <ellipse cx={cx} cy={base + 6} rx={rx * 1.15} ry={ry * 1.1} fill="#000" opacity="0.45" />
      <path
        d={`M${left},${top} L${left},${base} A${rx},${ry} 0 0 0 ${right},${base} L${right},${top} A${rx},${ry} 0 0 1 ${left},${top} Z`}
        fill={`url(#${id}-body)`}
        stroke="#e6c35c"
        strokeOpacity="0.45"
      />
      {bands.map((k) => (
        <path
          key={k}
          d={`M${left},${top + h * k} A${rx},${ry} 0 0 0 ${right},${top + h * k}`}
          fill="none"
          stroke="#e6c35c"
          strokeOpacity="0.16"
        />
      ))}
      <ellipse cx={cx} cy={top} rx={rx} ry={ry} fill={`url(#${id}-roof)`} stroke="#f0d78c" strokeOpacity="0.7" />
      <ellipse cx={cx} cy={top} rx={rx * 0.62} ry={ry * 0.62} fill="none" stroke="#e6c35c" strokeOpacity="0.25" />
      <path d={`M${left + rx * 0.18},${top + 6} L${left + rx * 0.18},${base - 4}`} stroke="#f0d78c" strokeOpacity="0.35" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

/** Storage tanks joined by pipelines with product flowing through them. The fuel page's hero art. */
export function EnergyArt({ className }: { className?: string }) {
  const id = useSvgId('energy');
  return (
    <svg viewBox="0 0 480 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-body`} x1="0" x2="1">
          <stop offset="0" stopColor="#1b1f29" />
          <stop offset="0.35" stopColor="#343a48" />
          <stop offset="0.7" stopColor="#161a22" />
          <stop offset="1" stopColor="#0b0d12" />
        </linearGradient>
        <linearGradient id={`${id}-roof`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3a3526" />
          <stop offset="1" stopColor="#12151c" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#e6c35c" stopOpacity="0.4" />
          <stop offset="1" stopColor="#e6c35c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-drop`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbeab2" />
          <stop offset="1" stopColor="#b8922a" />
        </linearGradient>
      </defs>
      <style>{`@media (prefers-reduced-motion: no-preference){.${id}-flow{animation:${id}-dash 1.6s linear infinite}.${id}-float{animation:${id}-float 5s ease-in-out infinite}}@keyframes ${id}-dash{to{stroke-dashoffset:-20}}@keyframes ${id}-float{50%{transform:translateY(-8px)}}`}</style>
      <circle cx="250" cy="210" r="200" fill={`url(#${id}-glow)`} />
      {/* The ground plane: an isometric grid. */}
      <g stroke="#e6c35c" strokeOpacity="0.1">
        {Array.from({ length: 9 }, (_, i) => (
          <line key={`a${i}`} x1={40 + i * 50} y1={300 - i * 0} x2={240 + i * 50} y2={415} />
        ))}
        {Array.from({ length: 9 }, (_, i) => (
          <line key={`b${i}`} x1={440 - i * 50} y1={300} x2={240 - i * 50} y2={415} />
        ))}
      </g>
      {/* Pipelines, drawn under the tanks. */}
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d="M160,300 L160,330 L250,382 L440,382" stroke="#2a2f3b" strokeWidth="9" />
        <path d="M318,250 L318,270 L400,318 L440,318" stroke="#2a2f3b" strokeWidth="9" />
        <path className={`${id}-flow`} d="M160,300 L160,330 L250,382 L440,382" stroke="#e6c35c" strokeWidth="2.5" strokeDasharray="6 14" />
        <path className={`${id}-flow`} d="M318,250 L318,270 L400,318 L440,318" stroke="#e6c35c" strokeWidth="2.5" strokeDasharray="6 14" />
      </g>
      {TANKS.map((tank) => (
        <TankShape key={`${tank.cx}-${tank.base}`} tank={tank} id={id} />
      ))}
      <g className={`${id}-float`}>
        <circle cx="388" cy="96" r="44" fill={`url(#${id}-glow)`} />
        <path d="M388 58c14 20 24 34 24 48a24 24 0 0 1-48 0c0-14 10-28 24-48z" fill={`url(#${id}-drop)`} />
        <path d="M378 104a11 11 0 0 0 8 13" fill="none" stroke="#fff6d6" strokeWidth="3" strokeLinecap="round" opacity="0.8" />
      </g>
    </svg>
  );
}
