import { ADMIN_DOCUMENT_TEXTS } from '@ctp/domain/admin-documents';
import { DOCUMENT_TEXTS } from '@ctp/domain/document-constants';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { documentTexts } from '../texts';
import { FileSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ListPane, type EmptyContent } from '@/components/ui/list-pane';

/** The slice of a documents page query the frame reads (the owner's list and the Document Center's alike). */
type DocumentsQuery<TDocument> = Parameters<typeof ListPane<{ documents: TDocument[]; page: number; totalPages: number }, TDocument>>[0]['query'];

interface Props<TDocument> {
  query: DocumentsQuery<TDocument>;
  /** What an empty list says when no filter is set. */
  empty: EmptyContent;
  /** Filters are set: an empty answer offers to clear them. */
  filtered: boolean;
  /** 'Try another search, type or status.' */
  filteredHint: string;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  children: (documents: TDocument[]) => ReactNode;
}

/** A page of documents with its loading, failure, empty and filtered-empty states and paging (the Documents tab and the Document Center). */
export function DocumentListPane<TDocument>({ query, empty, filtered, filteredHint, onClearFilters, onPageChange, children }: Props<TDocument>) {
  const { text } = useTexts(documentTexts);
  const adminTexts = useDomainTable(ADMIN_DOCUMENT_TEXTS);
  // DOCUMENT_TEXTS holds messages with values too, so its words are translated one by one.
  const translate = useTranslateText();
  return (
    <ListPane
      query={query}
      items={(page) => page.documents}
      loadingText={text.listPane.loading}
      errorText={adminTexts.loadFailed}
      empty={empty}
      filtered={filtered}
      filteredEmpty={{
        icon: FileSearch,
        title: translate(DOCUMENT_TEXTS.noMatches),
        text: filteredHint,
        action: (
          <Button variant="secondary" onClick={onClearFilters}>
            {text.listPane.clearFilters}
          </Button>
        ),
      }}
      dimStale
      pagination={{ label: text.listPane.pages, onPageChange }}
    >
      {children}
    </ListPane>
  );
}
