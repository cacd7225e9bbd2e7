import { DOCUMENT_TEXTS } from '@ctp/domain/document-constants';
import { FileSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { EmptyContent } from '@/components/ui/list-pane';

/** A document list whose filters leave nothing: says so and offers to clear them (the Documents tab and the Document Center). */
export const noDocumentMatches = (text: string, clearFilters: () => void): EmptyContent => ({
  icon: FileSearch,
  title: DOCUMENT_TEXTS.noMatches,
  text,
  action: (
    <Button variant="secondary" onClick={clearFilters}>
      Clear filters
    </Button>
  ),
});
