/**
 * Where an arrow key (or Home, End) moves focus in a row or column of `count` items from `index`, wrapping
 * at the ends, as the ARIA tabs and navigation patterns do; null for any other key.
 */
export function arrowKeyTarget(key: string, index: number, count: number, orientation: 'horizontal' | 'vertical'): number | null {
  const [previous, next] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  const last = count - 1;
  if (key === next) return index === last ? 0 : index + 1;
  if (key === previous) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
