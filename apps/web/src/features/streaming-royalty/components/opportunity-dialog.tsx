import { INVESTMENT_TEXTS, type InvestmentOpportunity, type InvestmentOpportunitySummary } from '@ctp/domain/investments';
import type { ReactNode } from 'react';
import { ExampleBadge } from '@/components/example-badge';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { RequestForm } from '@/features/inquiries';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { useOpportunity } from '../api/get-opportunity';
import { DetailSection, Fact, FactGrid, Paragraphs } from './detail-blocks';
import { ExampleNote } from './example-note';
import { InformationPackageButton } from './information-package-button';
import { InvestmentStatusBadge, RiskBadge } from './investment-badges';
import { formatReturn, formatTerm } from './investment-format';
import { inLanguage } from '@ctp/domain/translations';
import { useTexts } from '@/lib/i18n/texts';
import { streamingRoyaltyTexts } from '../texts';


export type DialogMode = 'details' | 'request';

interface OpportunityDialogProps {
  opportunity: InvestmentOpportunitySummary;
  mode: DialogMode;
  onModeChange: (mode: DialogMode) => void;
  onClose: () => void;
}

const usd = (value: number) => formatMoney(value, { decimals: 0 });

/** An opportunity's full record (GET /opportunities/{id}) and, on Express Interest, the short form. */
export function OpportunityDialog({ opportunity: o, mode, onModeChange, onClose }: OpportunityDialogProps) {
  const detail = useOpportunity(o.id);
  const requesting = mode === 'request';
  const { text: words, t, language } = useTexts(streamingRoyaltyTexts);
  const investmentTexts = inLanguage(INVESTMENT_TEXTS, language);

  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      eyebrow={`${words.structures[o.structure]} · ${o.commodity}`}
      badges={
        <>
          {o.example && <ExampleBadge />}
          <InvestmentStatusBadge status={o.status} />
          <RiskBadge level={o.riskLevel} />
        </>
      }
      title={requesting ? t('opportunity.requestTitle', { title: o.title }) : o.title}
      description={
        requesting
          ? t('opportunity.requestDescription', { amount: usd(o.minInvestment) })
          : t('opportunity.operatedBy', { region: o.region, operator: o.operator })
      }
      footer={
        requesting ? undefined : (
          <>
            {/* An example takes no inquiries: the reason where the requests would be. */}
            {o.example ? <ExampleNote className="me-auto" /> : <InformationPackageButton targetType="opportunity" targetId={o.id} />}
            <Button variant="secondary" onClick={onClose}>
              {words.close}
            </Button>
            <Button onClick={() => onModeChange('request')} disabled={o.example}>
              {words.expressInterest}
            </Button>
          </>
        )
      }
    >
      {requesting ? (
        <RequestForm
          target={{ kind: 'express-interest', targetId: o.id, title: o.title, minimum: o.minInvestment }}
          onClose={onClose}
          onCancel={() => onModeChange('details')}
        />
      ) : (
        <OpportunityBody opportunity={o} full={detail.data}>
          {detail.isPending && <Spinner className="mt-6" label={words.loadingDetails} showLabel />}
          {detail.isError && <ErrorBox className="mt-6">{errorMessage(detail.error, investmentTexts.loadDetailsFailed)}</ErrorBox>}
        </OpportunityBody>
      )}
    </Dialog>
  );
}

interface OpportunityBodyProps {
  opportunity: InvestmentOpportunitySummary;
  /** The description and key terms, once loaded. */
  full: Pick<InvestmentOpportunity, 'details' | 'keyTerms'> | undefined;
  /** Where the full record's loading or failure shows. */
  children?: ReactNode;
}

/** An opportunity's figures, summary, description and key terms: the dialog's body, and the desk's preview of it. */
export function OpportunityBody({ opportunity: o, full, children }: OpportunityBodyProps) {
  const { text: words, t } = useTexts(streamingRoyaltyTexts);
  const text = words.opportunity;
  return (
    <>
      <FactGrid>
        <Fact term={text.minimumInvestment} highlight>
          {usd(o.minInvestment)}
        </Fact>
        <Fact term={text.facilitySize}>{o.facilitySize === null ? text.openFacility : usd(o.facilitySize)}</Fact>
        <Fact term={text.expectedReturn}>{formatReturn(o.expectedReturn, t)}</Fact>
        <Fact term={text.term}>{formatTerm(o.termMonths, t)}</Fact>
        <Fact term={text.status}>{words.statuses[o.status]}</Fact>
        <Fact term={text.riskLevel}>{words.riskLevels[o.riskLevel]}</Fact>
        <Fact term={text.region}>{o.region}</Fact>
        <Fact term={words.listed}>{formatDate(o.publishedAt)}</Fact>
      </FactGrid>
      <p className="mt-5 text-sm leading-relaxed text-slate-200">{o.summary}</p>
      {children}
      {full && (
        <>
          <DetailSection title={text.about}>
            <Paragraphs text={full.details} />
          </DetailSection>
          {full.keyTerms.length > 0 && (
            <DetailSection title={text.keyTerms}>
              <CheckList items={full.keyTerms} />
            </DetailSection>
          )}
        </>
      )}
    </>
  );
}
