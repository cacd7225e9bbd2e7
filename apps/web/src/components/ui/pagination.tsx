import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** What is being paged, for the navigation's name: 'Contracts pages'. */
  label: string;
  busy?: boolean;
}

/** Previous / next with 'Page 2 of 5'; nothing at all when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, label, busy = false }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 border-t border-white/5 pt-4">
      <Button variant="ghost" onClick={() => onPageChange(page - 1)} disabled={page <= 1 || busy}>
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-400" aria-live="polite">
        Page <span className="font-medium text-slate-200">{page}</span> of <span className="font-medium text-slate-200">{totalPages}</span>
      </p>
      <Button variant="ghost" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages || busy}>
        Next
        <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />
      </Button>
    </nav>
  );
}
