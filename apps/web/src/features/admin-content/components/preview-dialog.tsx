import type { AdminMarketAlert, AdminOpportunity, AdminProject } from '@ctp/domain/content';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AlertPreview } from '@/features/market-intelligence';
import { OpportunityPreview, ProjectPreview } from '@/features/streaming-royalty';
import { useTexts } from '@/lib/i18n/texts';
import { titleOf } from '../content-kinds';
import { adminContentTexts } from '../texts';
import type { ContentEditing } from './content-form-dialog';

/**
 * An item the way traders and sellers see it, through the portal tabs' own components. A draft never published is
 * dated now, as publishing it would date it.
 */
export function PreviewDialog({ previewing, onClose }: { previewing: ContentEditing | null; onClose: () => void }) {
  const { text, t } = useTexts(adminContentTexts);
  const item = previewing?.item ?? null;
  const shown = item ? { ...item, publishedAt: item.publishedAt ?? new Date().toISOString() } : null;
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={item ? t('preview.title', { title: titleOf(item) }) : ''}
      description={text.preview.description}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {text.preview.close}
        </Button>
      }
    >
      {/* The item is of the kind of its list. */}
      {shown && previewing?.kind === 'alerts' && <AlertPreview alert={shown as AdminMarketAlert & { publishedAt: string }} />}
      {shown && previewing?.kind === 'opportunities' && <OpportunityPreview opportunity={shown as AdminOpportunity & { publishedAt: string }} />}
      {shown && previewing?.kind === 'projects' && <ProjectPreview project={shown as AdminProject & { publishedAt: string }} />}
    </Dialog>
  );
}
