import { useId } from 'react';

/** A per-instance prefix for SVG ids and class names, safe in url(#...) and CSS selectors. */
export function useSvgId(prefix: string): string {
  return `${prefix}${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
