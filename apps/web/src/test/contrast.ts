/**
 * WCAG 2 contrast for the design-token checks: colours as CSS writes them (#rrggbb, or oklch() as Tailwind's
 * palette does), alpha blending as a translucent class (bg-white/5) paints over what is beneath, and the
 * contrast ratio of WCAG 2's relative-luminance formula.
 */
export type Rgb = readonly [number, number, number];

/** An oklch() colour to sRGB (0-255 each), as a browser renders it: clipped to the sRGB gamut. */
function oklchToRgb(lightness: number, chroma: number, hueDegrees: number): Rgb {
  const hue = (hueDegrees * Math.PI) / 180;
  const [a, b] = [chroma * Math.cos(hue), chroma * Math.sin(hue)];
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const encode = (x: number) => {
    const clipped = Math.min(1, Math.max(0, x));
    return Math.round(255 * (clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055));
  };
  return [encode(linear[0]!), encode(linear[1]!), encode(linear[2]!)];
}

/** '#7c8ea6' or 'oklch(55.4% 0.046 257.417)' to sRGB. */
export function parseColor(css: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css.trim());
  if (hex) return [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16), Number.parseInt(hex[3]!, 16)];
  const oklch = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(css.trim());
  if (oklch) return oklchToRgb(Number(oklch[1]) / 100, Number(oklch[2]), Number(oklch[3]));
  throw new Error(`Not a colour this check reads: ${css}`);
}

/** `colour` at `alpha` painted over `below`. */
export const over = (colour: Rgb, alpha: number, below: Rgb): Rgb =>
  [0, 1, 2].map((i) => Math.round(colour[i]! * alpha + below[i]! * (1 - alpha))) as unknown as Rgb;

const luminance = (colour: Rgb) => {
  const [r, g, b] = colour.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export const toHex = (colour: Rgb) => `#${colour.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
