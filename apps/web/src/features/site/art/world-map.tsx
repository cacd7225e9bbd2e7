import { useTexts } from '@/lib/i18n/texts';
import { useSvgId } from './svg-id';
import { placeTexts } from './texts';

type LonLat = readonly [lon: number, lat: number];

/**
 * Continents as coarse outlines (longitude, latitude). They are filled with a dot pattern, so a
 * few dozen points per continent read as a dot-matrix map in a couple of kilobytes.
 */
const LAND: readonly (readonly LonLat[])[] = [
  // North America
  [[-166, 66], [-160, 71], [-140, 70], [-120, 72], [-95, 71], [-82, 73], [-64, 62], [-56, 52], [-66, 44], [-75, 37], [-81, 31], [-80, 25], [-83, 29], [-90, 29], [-97, 26], [-97, 20], [-92, 18], [-88, 15], [-83, 9], [-78, 8], [-86, 13], [-95, 16], [-105, 20], [-110, 24], [-114, 31], [-117, 33], [-124, 40], [-124, 48], [-132, 55], [-140, 60], [-152, 59], [-158, 57], [-165, 60]],
  // Greenland
  [[-55, 60], [-42, 60], [-22, 70], [-20, 80], [-40, 83], [-62, 81], [-70, 77], [-56, 68]],
  // South America
  [[-80, 8], [-72, 12], [-62, 10], [-50, 2], [-35, -6], [-38, -14], [-41, -22], [-48, -26], [-53, -34], [-58, -39], [-65, -45], [-68, -53], [-73, -50], [-74, -42], [-72, -30], [-71, -18], [-76, -14], [-81, -5], [-80, 0]],
  // Eurasia
  [[-10, 36], [-9, 43], [-1, 46], [-4, 48], [2, 51], [8, 54], [8, 57], [11, 59], [5, 61], [14, 67], [22, 70], [30, 71], [42, 67], [60, 70], [80, 73], [100, 77], [115, 74], [130, 72], [150, 72], [170, 70], [180, 67], [178, 62], [163, 59], [156, 51], [160, 61], [150, 59], [140, 54], [135, 44], [128, 40], [126, 35], [121, 31], [122, 25], [117, 23], [110, 21], [108, 15], [105, 9], [100, 13], [98, 8], [100, 3], [103, 1], [98, 16], [94, 17], [92, 22], [88, 22], [80, 15], [77, 8], [73, 18], [72, 21], [67, 24], [62, 25], [57, 26.5], [51, 27.5], [48, 30], [50, 26], [51, 24], [55, 24.5], [56.5, 26], [59.5, 22.5], [57, 19], [55, 17], [52, 16], [45, 13], [43, 13], [40, 16], [37, 22], [34.5, 28], [34, 31], [36, 36], [28, 37], [26, 40], [23, 38], [22, 36], [20, 40], [13, 45], [16, 41], [12, 38], [8, 44], [3, 43], [-1, 37], [-6, 36]],
  // Great Britain and Ireland
  [[-6, 50], [1, 51], [2, 53], [-2, 56], [-3, 58.5], [-6, 58], [-5, 55], [-3, 54], [-5, 52]],
  [[-10, 52], [-6, 52], [-6, 55], [-9, 55]],
  // Africa
  [[-17, 21], [-17, 15], [-12, 8], [-8, 4], [0, 5], [8, 4], [9, 1], [13, -6], [12, -17], [15, -27], [18, -34], [26, -34], [33, -28], [35, -24], [40, -15], [40, -8], [42, -1], [51, 11], [43, 12], [38, 18], [33, 28], [30, 31], [20, 31], [10, 37], [0, 36], [-6, 35], [-10, 30], [-13, 27]],
  // Madagascar
  [[44, -25], [47, -25], [50, -15], [49, -12], [44, -17]],
  // Japan
  [[130, 31], [135, 34], [140, 35], [142, 40], [141, 45], [145, 44], [140, 41], [136, 37], [131, 34]],
  // Maritime South-East Asia
  [[95, 5], [106, -6], [114, -8], [120, -9], [118, -3], [116, 2], [110, 1], [104, 1]],
  [[109, 2], [117, 7], [119, 1], [117, -4], [111, -3]],
  [[131, -1], [141, -3], [150, -10], [141, -9], [134, -4]],
  // Australia
  [[114, -22], [122, -18], [130, -12], [137, -12], [142, -11], [146, -19], [153, -26], [151, -34], [146, -39], [138, -35], [131, -31], [117, -35], [115, -33]],
  // New Zealand
  [[172, -34], [178, -38], [174, -41], [167, -46], [171, -44]],
];

export interface MapPoint {
  name: string;
  lon: number;
  lat: number;
  /** Where the label sits relative to the dot. */
  label?: 'left' | 'right' | 'top' | 'bottom' | 'none';
}

export interface MapFrame {
  west: number;
  east: number;
  north: number;
  south: number;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

const WORLD: MapFrame = { west: -135, east: 165, north: 75, south: -45 };
const WIDTH = 800;

interface WorldRouteMapProps {
  points: readonly MapPoint[];
  /** Arcs run from the hub to every point (our head office in Muscat). */
  hub?: MapPoint;
  frame?: MapFrame;
  className?: string;
}

/**
 * A dot-matrix world map with gold arcs from the hub to each point. Decorative: the pages list the
 * same places as text, so the map is hidden from assistive technology.
 */
export function WorldRouteMap({ points, hub, frame = WORLD, className }: WorldRouteMapProps) {
  const id = useSvgId('map');
  const placeName = usePlaceName();
  const scale = WIDTH / (frame.east - frame.west);
  const height = (frame.north - frame.south) * scale;
  const project = (lon: number, lat: number) => [(lon - frame.west) * scale, (frame.north - lat) * scale] as const;
  const landPath = LAND.map((shape) => `M${shape.map(([lon, lat]) => project(lon, lat).map((n) => n.toFixed(1)).join(',')).join('L')}Z`).join('');
  const dot = Math.max(6, 2.6 * scale);

  const arc = (from: MapPoint, to: MapPoint) => {
    const [x1, y1] = project(from.lon, from.lat);
    const [x2, y2] = project(to.lon, to.lat);
    const lift = Math.min(140, Math.hypot(x2 - x1, y2 - y1) * 0.35);
    return `M${x1},${y1} Q${(x1 + x2) / 2},${(y1 + y2) / 2 - lift} ${x2},${y2}`;
  };

  return (
    // The geometry is physical: labels keep their side of the dot (text-anchor) on an Arabic page too.
    <svg viewBox={`0 0 ${WIDTH} ${height.toFixed(0)}`} direction="ltr" className={className} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={`${id}-dots`} width={dot} height={dot} patternUnits="userSpaceOnUse">
          <circle cx={dot / 2} cy={dot / 2} r={dot * 0.2} fill="#94a3b8" />
        </pattern>
        <linearGradient id={`${id}-arc`} x1="0" x2="1">
          <stop offset="0" stopColor="#f0d78c" stopOpacity="0.2" />
          <stop offset="1" stopColor="#e6c35c" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#e6c35c" stopOpacity="0.55" />
          <stop offset="1" stopColor="#e6c35c" stopOpacity="0" />
        </radialGradient>
      </defs>
      <style>{`@media (prefers-reduced-motion: no-preference){.${id}-flow{stroke-dasharray:4 8;animation:${id}-dash 2.4s linear infinite}.${id}-pulse{transform-box:fill-box;transform-origin:center;animation:${id}-pulse 2.8s ease-out infinite}}@keyframes ${id}-dash{to{stroke-dashoffset:-24}}@keyframes ${id}-pulse{0%{transform:scale(.6);opacity:.9}100%{transform:scale(2.4);opacity:0}}`}</style>
      <path d={landPath} fill={`url(#${id}-dots)`} opacity="0.5" />
      {hub &&
        points.map((point) => (
          <g key={`arc-${point.name}`}>
            <path d={arc(hub, point)} fill="none" stroke={`url(#${id}-arc)`} strokeWidth="1.4" opacity="0.35" />
            <path className={`${id}-flow`} d={arc(hub, point)} fill="none" stroke="#e6c35c" strokeWidth="1.4" strokeLinecap="round" opacity="0.85" />
          </g>
        ))}
      {[...(hub ? [hub] : []), ...points].map((point) => {
        const [x, y] = project(point.lon, point.lat);
        const isHub = point === hub;
        const placement = point.label ?? 'right';
        const labels: Record<NonNullable<MapPoint['label']>, { x: number; y: number; anchor: 'start' | 'middle' | 'end' } | null> = {
          right: { x: x + 10, y: y + 4, anchor: 'start' },
          left: { x: x - 10, y: y + 4, anchor: 'end' },
          top: { x, y: y - 11, anchor: 'middle' },
          bottom: { x, y: y + 19, anchor: 'middle' },
          none: null,
        };
        const labelAt = labels[placement];
        const name = placeName(point.name);
        return (
          <g key={point.name}>
            <circle cx={x} cy={y} r={isHub ? 22 : 16} fill={`url(#${id}-glow)`} />
            <circle className={`${id}-pulse`} cx={x} cy={y} r="5" fill="none" stroke="#e6c35c" strokeWidth="1" />
            {isHub ? (
              <rect x={x - 4.5} y={y - 4.5} width="9" height="9" transform={`rotate(45 ${x} ${y})`} fill="#f0d78c" stroke="#07080b" strokeWidth="1.5" />
            ) : (
              <circle cx={x} cy={y} r="3.6" fill="#f0d78c" stroke="#07080b" strokeWidth="1.2" />
            )}
            {labelAt && (
              <text
                x={labelAt.x}
                y={labelAt.y}
                textAnchor={labelAt.anchor}
                fill={isHub ? '#f0d78c' : '#e2e8f0'}
                fontSize="15"
                fontWeight={isHub ? 600 : 500}
                stroke="#07080b"
                strokeWidth="4"
                strokeLinejoin="round"
                paintOrder="stroke"
                // Spacing letters apart would break the joins of Arabic script.
                style={{ letterSpacing: ARABIC_SCRIPT.test(name) ? undefined : '0.03em' }}
              >
                {name}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** A place's name in the reader's language, when the maps' table knows it; otherwise as given. */
export function usePlaceName(): (name: string) => string {
  const { text } = useTexts(placeTexts);
  const names: Readonly<Record<string, string>> = text.names;
  return (name) => names[name] ?? name;
}

/** Our head office, the hub of every route on the site's maps. */
export const MUSCAT: MapPoint = { name: 'Muscat', lon: 58.4, lat: 23.6, label: 'bottom' };
