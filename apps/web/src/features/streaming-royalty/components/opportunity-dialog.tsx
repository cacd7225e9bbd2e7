import { INVESTMENT_TEXTS, type InvestmentOpportunitySummary } from '@ctp/domain/investments';
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
import { InformationPackageButton } from './information-package-button';
import { InvestmentStatusBadge, RiskBadge } from './investment-badges';
import { formatReturn, formatTerm } from './investment-format';

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

  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      eyebrow={`${o.structure} · ${o.commodity}`}
      badges={
        <>
          <InvestmentStatusBadge status={o.status} />
          <RiskBadge level={o.riskLevel} />
        </>
      }
      title={requesting ? `Express Interest: ${o.title}` : o.title}
      description={requesting ? `Tell our investment team how much you intend to invest. Minimum ${usd(o.minInvestment)}.` : `${o.region} · Operated by ${o.operator}`}
      footer={
        requesting ? undefined : (
          <>
            <InformationPackageButton targetType="opportunity" targetId={o.id} />
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onModeChange('request')}>Express Interest</Button>
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
        <>
          <FactGrid>
            <Fact term="Minimum investment" highlight>
              {usd(o.minInvestment)}
            </Fact>
            <Fact term="Facility size">{o.facilitySize === null ? 'Open' : usd(o.facilitySize)}</Fact>
            <Fact term="Expected return">{formatReturn(o.expectedReturn)}</Fact>
            <Fact term="Term">{formatTerm(o.termMonths)}</Fact>
            <Fact term="Status">{o.status}</Fact>
            <Fact term="Risk level">{o.riskLevel}</Fact>
            <Fact term="Region">{o.region}</Fact>
            <Fact term="Listed">{formatDate(o.publishedAt)}</Fact>
          </FactGrid>
          <p className="mt-5 text-sm leading-relaxed text-slate-200">{o.summary}</p>
          {detail.isPending && <Spinner className="mt-6" label="Loading details..." showLabel />}
          {detail.isError && <ErrorBox className="mt-6">{errorMessage(detail.error, INVESTMENT_TEXTS.loadDetailsFailed)}</ErrorBox>}
          {detail.data && (
            <>
              <DetailSection title="The opportunity">
                <Paragraphs text={detail.data.details} />
              </DetailSection>
              {detail.data.keyTerms.length > 0 && (
                <DetailSection title="Key terms">
                  <CheckList items={detail.data.keyTerms} />
                </DetailSection>
              )}
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
