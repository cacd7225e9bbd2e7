import type { AdminOpportunity } from '@ctp/domain/content';
import { INVESTMENT_STATUSES, INVESTMENT_STRUCTURES, newInvestmentOpportunitySchema, RISK_LEVELS } from '@ctp/domain/investments';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { useInvestmentLabels } from '@/features/streaming-royalty';
import { useTexts } from '@/lib/i18n/texts';
import { adminContentTexts } from '../texts';
import { contentForm, ContentFormFrame, useContentForm, type ContentFormProps } from './content-form';

const opportunityForm = contentForm(newInvestmentOpportunitySchema, {
  title: 'text',
  structure: 'choice',
  commodity: 'text',
  region: 'text',
  operator: 'text',
  minInvestment: 'number',
  // Blank for an open facility.
  facilitySize: 'optionalNumber',
  expectedReturn: { min: 'number', max: 'number' },
  termMonths: 'number',
  status: 'choice',
  riskLevel: 'choice',
  summary: 'text',
  details: 'text',
  keyTerms: 'lines',
});

/** A streaming or royalty opportunity: every field its card and detail dialog show, checked as the server checks it. */
export function OpportunityForm(props: ContentFormProps<AdminOpportunity>) {
  const { text } = useTexts(adminContentTexts);
  const words = text.form.opportunity;
  const labels = useInvestmentLabels();
  const { field, choice, frame } = useContentForm(opportunityForm, props);
  const money = { type: 'number', inputMode: 'numeric', min: '0', step: '1' } as const;
  const percent = { type: 'number', inputMode: 'decimal', step: '0.01' } as const;

  return (
    <ContentFormFrame {...frame}>
      <TextField label={words.title} required {...field('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={words.structure} required {...choice('structure', INVESTMENT_STRUCTURES, labels.structures)} />
        <TextField label={words.commodity} required {...field('commodity')} />
        <TextField label={words.region} required {...field('region')} />
        <TextField label={words.operator} required {...field('operator')} />
        <TextField label={words.minInvestment} required {...money} {...field('minInvestment')} />
        <TextField label={words.facilitySize} hint={text.form.optional} {...money} {...field('facilitySize')} />
        <TextField label={words.returnMin} required {...percent} {...field('expectedReturn.min')} />
        <TextField label={words.returnMax} required {...percent} {...field('expectedReturn.max')} />
        <TextField label={words.termMonths} required {...money} {...field('termMonths')} />
        <Select label={words.status} required {...choice('status', INVESTMENT_STATUSES, labels.statuses)} />
        <Select label={words.riskLevel} required {...choice('riskLevel', RISK_LEVELS, labels.riskLevels)} />
      </div>
      <TextArea label={words.summary} required inputClassName="min-h-20" {...field('summary')} />
      <TextArea label={words.details} required hint={text.form.paragraphs} inputClassName="min-h-36" {...field('details')} />
      <TextArea label={words.keyTerms} hint={text.form.lines} {...field('keyTerms')} />
    </ContentFormFrame>
  );
}
