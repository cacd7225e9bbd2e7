import { INVESTMENT_TEXTS, type CapitalProject, type CapitalProjectSummary } from '@ctp/domain/investments';
import type { ReactNode } from 'react';
import { ExampleBadge } from '@/components/example-badge';
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
import { ExampleNote } from './example-note';
import { InformationPackageButton } from './information-package-button';
import { StageBadge, StageTrack } from './investment-badges';
import type { DialogMode } from './opportunity-dialog';
import { inLanguage } from '@ctp/domain/translations';
import { useTexts } from '@/lib/i18n/texts';
import { streamingRoyaltyTexts } from '../texts';


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
  const { text: words, t, language } = useTexts(streamingRoyaltyTexts);
  const investmentTexts = inLanguage(INVESTMENT_TEXTS, language);

  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      eyebrow={t('project.seekingCapital', { commodity: p.commodity })}
      badges={
        <>
          {p.example && <ExampleBadge />}
          <StageBadge stage={p.stage} />
        </>
      }
      title={requesting ? t('project.requestTitle', { name: p.name }) : p.name}
      description={
        requesting
          ? t('project.requestDescription', { amount: usd(p.seekingAmount) })
          : t('project.developedBy', { region: p.region, developer: p.developer })
      }
      footer={
        requesting ? undefined : (
          <>
            {/* An example takes no inquiries: the reason where the requests would be. */}
            {p.example ? <ExampleNote className="me-auto" /> : <InformationPackageButton targetType="project" targetId={p.id} />}
            <Button variant="secondary" onClick={onClose}>
              {words.close}
            </Button>
            <Button onClick={() => onModeChange('request')} disabled={p.example}>
              {words.submitProposal}
            </Button>
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
        <ProjectBody project={p} full={detail.data}>
          {detail.isPending && <Spinner className="mt-6" label={words.loadingDetails} showLabel />}
          {detail.isError && <ErrorBox className="mt-6">{errorMessage(detail.error, investmentTexts.loadDetailsFailed)}</ErrorBox>}
        </ProjectBody>
      )}
    </Dialog>
  );
}

interface ProjectBodyProps {
  project: CapitalProjectSummary;
  /** The description and use of funds, once loaded. */
  full: Pick<CapitalProject, 'details' | 'useOfFunds'> | undefined;
  /** Where the full record's loading or failure shows. */
  children?: ReactNode;
}

/** A project's figures, stage, summary, description and use of funds: the dialog's body, and the desk's preview of it. */
export function ProjectBody({ project: p, full, children }: ProjectBodyProps) {
  const m = p.metrics;
  const { text: words, t } = useTexts(streamingRoyaltyTexts);
  const text = words.project;
  return (
    <>
      <FactGrid>
        <Fact term={text.seeking} highlight>
          {usd(p.seekingAmount)}
        </Fact>
        <Fact term={text.reserves}>{m.reserves}</Fact>
        <Fact term={text.grade}>{m.grade}</Fact>
        <Fact term={text.mineLife}>{t('years', { count: m.mineLifeYears })}</Fact>
        <Fact term={text.irr}>{formatPlainPercent(m.irrPercent)}</Fact>
        <Fact term={text.npv}>{m.npv === null ? '—' : usd(m.npv)}</Fact>
        <Fact term={text.capex}>{m.initialCapex === null ? '—' : usd(m.initialCapex)}</Fact>
        <Fact term={text.production}>{m.annualProduction ?? '—'}</Fact>
      </FactGrid>
      <div className="mt-5">
        <StageTrack stage={p.stage} />
      </div>
      <p className="mt-5 text-sm leading-relaxed text-slate-200">{p.summary}</p>
      {children}
      {full && (
        <>
          <DetailSection title={text.about}>
            <Paragraphs text={full.details} />
          </DetailSection>
          {full.useOfFunds.length > 0 && (
            <DetailSection title={text.useOfFunds}>
              <CheckList items={full.useOfFunds} />
            </DetailSection>
          )}
          <p className="mt-6 text-xs text-slate-500">{t('listedOn', { date: formatDate(p.publishedAt) })}</p>
        </>
      )}
    </>
  );
}
