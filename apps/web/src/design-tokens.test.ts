// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over, parseColor, toHex, type Rgb } from '@/test/contrast';

/**
 * Issue 19: the colour tokens of index.css meet WCAG 2.2 AA on every portal surface they sit on: 4.5:1 for
 * text (muted and secondary text, placeholders, disabled labels, badges, chart axes), 3:1 for the edges of
 * form controls and the focus outline. Surfaces are painted as the classes paint them (a card is ink-800 at
 * 80% over the page). A token changed in index.css is checked here before any screen shows it.
 */

const read = (path: string) => fs.readFileSync(path, 'utf8');
const tokensOf = (css: string) => new Map(Array.from(css.matchAll(/--color-([\w-]+):\s*([^;]+);/g), (m) => [m[1]!, m[2]!.trim()] as const));
const tailwind = tokensOf(read(createRequire(import.meta.url).resolve('tailwindcss/theme.css')));
const ours = tokensOf(read(fileURLToPath(new URL('./index.css', import.meta.url))));

/** A token's colour: index.css's value, else Tailwind's default. */
function token(name: string): Rgb {
  const value = ours.get(name) ?? tailwind.get(name);
  if (!value) throw new Error(`No colour token --color-${name}`);
  return parseColor(value);
}

const white = parseColor('#ffffff');
const page = token('ink-900');
const card = over(token('ink-800'), 0.8, page);
const dialog = token('ink-800');
const SURFACES: Record<string, Rgb> = {
  'page (ink-900)': page,
  'side menu (ink-950)': token('ink-950'),
  'card (ink-800/80)': card,
  'dialog (ink-800)': dialog,
  'dialog footer (ink-900/60)': over(page, 0.6, dialog),
  'form field (ink-950/60 on a card)': over(token('ink-950'), 0.6, card),
  'hovered row (white/5 on a card)': over(white, 0.05, card),
};
const BADGE_TONES = ['emerald', 'amber', 'sky', 'orange', 'red', 'slate', 'violet'] as const;
/** A badge's tinted fill: its tone at 10% on a card. */
const badgeFill = (tone: string) => over(token(`${tone}-500`), 0.1, card);

interface Check {
  what: string;
  token: string;
  surface: string;
  background: Rgb;
  minimum: number;
}

const onEverySurface = (what: string, name: string, minimum: number): Check[] =>
  Object.entries(SURFACES).map(([surface, background]) => ({ what, token: name, surface, background, minimum }));

const CHECKS: Check[] = [
  ...onEverySurface('muted text, placeholders, chart axes', 'slate-500', 4.5),
  ...onEverySurface('secondary text', 'slate-400', 4.5),
  ...BADGE_TONES.map((tone) => ({ what: 'secondary text on a badge', token: 'slate-400', surface: `${tone} badge (${tone}-500/10)`, background: badgeFill(tone), minimum: 4.5 })),
  ...BADGE_TONES.map((tone) => ({ what: 'badge text', token: `${tone}-300`, surface: `${tone} badge (${tone}-500/10)`, background: badgeFill(tone), minimum: 4.5 })),
  { what: 'disabled button label', token: 'slate-400', surface: 'disabled button (ink-700)', background: token('ink-700'), minimum: 4.5 },
  ...onEverySurface('form control edge', 'edge', 3),
  ...['card (ink-800/80)', 'dialog (ink-800)'].map((surface) => ({ what: 'form control edge with an error', token: 'red-400', surface, background: SURFACES[surface]!, minimum: 3 })),
  ...onEverySurface('focus outline', 'gold-400', 3),
];

describe('colour tokens meet WCAG 2.2 AA contrast on every portal surface (issue 19)', () => {
  const rows = CHECKS.map((check) => {
    const ratio = contrastRatio(token(check.token), check.background);
    const title = `${check.what}: ${check.token} ${toHex(token(check.token))} on ${check.surface} ${toHex(check.background)} is ${ratio.toFixed(2)}:1 (${check.minimum}:1 needed)`;
    return [title, ratio, check.minimum] as const;
  });
  it.each(rows)('%s', (_title, ratio, minimum) => {
    expect(ratio).toBeGreaterThanOrEqual(minimum);
  });
});
