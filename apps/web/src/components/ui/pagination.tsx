import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTexts } from '@/lib/i18n/texts';
import { Button } from './button';
import { uiTexts } from './texts';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** What is being paged, for the navigation's name: 'Contracts pages'. */
  label: string;
  busy?: boolean;
}

/** 'Page {{page}} of {{total}}' around its two numbers, which are drawn brighter. */
function splitPageOf(template: string): [string, string, string] {
  const [before = '', rest = ''] = template.split('{{page}}');
  const [middle = '', after = ''] = rest.split('{{total}}');
  return [before, middle, after];
}

/** Previous / next with 'Page 2 of 5'; nothing at all when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, label, busy = false }: PaginationProps) {
  const { text } = useTexts(uiTexts);
  if (totalPages <= 1) return null;
  const [before, middle, after] = splitPageOf(text.pageOf);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 border-t border-white/5 pt-4">
      <Button variant="ghost" onClick={() => onPageChange(page - 1)} disabled={page <= 1 || busy}>
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        {text.previous}
      </Button>
      <p className="text-sm text-slate-400" aria-live="polite">
        {before}
        <span className="font-medium text-slate-200">{page}</span>
        {middle}
        <span className="font-medium text-slate-200">{totalPages}</span>
        {after}
      </p>
      <Button variant="ghost" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages || busy}>
        {text.next}
        <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />
      </Button>
    </nav>
  );
}
