import { INVESTMENT_TEXTS, type CapitalProjectSummary } from '@ctp/domain/investments';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { RequestForm } from '@/features/inquiries';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatMoney, formatPlainPercent } from '@/lib/format';
import { useProject } from '../api/get-project';
import { DetailSection, Fact, FactGrid, Paragraphs } from './detail-blocks';
import { InformationPackageButton } from './information-package-button';
import { StageBadge, StageTrack } from './investment-badges';
import type { DialogMode } from './opportunity-dialog';

interface ProjectDialogProps {
  project: CapitalProjectSummary;
  mode: DialogMode;
  onModeChange: (mode: DialogMode) => void;
  onClose: () => void;
}

const usd = (value: number) => formatMoney(value, { decimals: 0 });

/** A project's full record (GET /projects/{id}) and, on Submit Proposal, the short form. */
export function ProjectDialog({ project: p, mode, onModeChange, onClose }: ProjectDialogProps) {
  const detail = useProject(p.id);
  const requesting = mode === 'request';
  const m = p.metrics;

  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      eyebrow={`${p.commodity} · Seeking capital`}
      badges={<StageBadge stage={p.stage} />}
      title={requesting ? `Submit Proposal: ${p.name}` : p.name}
      description={
        requesting
          ? `Propose how you would fund part or all of the ${usd(p.seekingAmount)} the developer is raising.`
          : `${p.region} · Developed by ${p.developer}`
      }
      footer={
        requesting ? undefined : (
          <>
            <InformationPackageButton targetType="project" targetId={p.id} />
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onModeChange('request')}>Submit Proposal</Button>
          </>
        )
      }
    >
      {requesting ? (
        <RequestForm
          target={{ kind: 'proposal', targetId: p.id, title: p.name, maximum: p.seekingAmount }}
          onClose={onClose}
          onCancel={() => onModeChange('details')}
        />
      ) : (
        <>
          <FactGrid>
            <Fact term="Seeking" highlight>
              {usd(p.seekingAmount)}
            </Fact>
            <Fact term="Reserves">{m.reserves}</Fact>
            <Fact term="Grade">{m.grade}</Fact>
            <Fact term="Mine life">{m.mineLifeYears} years</Fact>
            <Fact term="IRR (post-tax)">{formatPlainPercent(m.irrPercent)}</Fact>
            <Fact term="NPV (post-tax)">{m.npv === null ? '—' : usd(m.npv)}</Fact>
            <Fact term="Initial capex">{m.initialCapex === null ? '—' : usd(m.initialCapex)}</Fact>
            <Fact term="Production">{m.annualProduction ?? '—'}</Fact>
          </FactGrid>
          <div className="mt-5">
            <StageTrack stage={p.stage} />
          </div>
          <p className="mt-5 text-sm leading-relaxed text-slate-200">{p.summary}</p>
          {detail.isPending && <Spinner className="mt-6" label="Loading details..." showLabel />}
          {detail.isError && <ErrorBox className="mt-6">{errorMessage(detail.error, INVESTMENT_TEXTS.loadDetailsFailed)}</ErrorBox>}
          {detail.data && (
            <>
              <DetailSection title="The project">
                <Paragraphs text={detail.data.details} />
              </DetailSection>
              {detail.data.useOfFunds.length > 0 && (
                <DetailSection title="Use of funds">
                  <CheckList items={detail.data.useOfFunds} />
                </DetailSection>
              )}
              <p className="mt-6 text-xs text-slate-500">Listed {formatDate(p.publishedAt)}</p>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
