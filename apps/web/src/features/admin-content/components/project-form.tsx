import type { AdminProject } from '@ctp/domain/content';
import { newCapitalProjectSchema, PROJECT_STAGES } from '@ctp/domain/investments';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { useInvestmentLabels } from '@/features/streaming-royalty';
import { useTexts } from '@/lib/i18n/texts';
import { adminContentTexts } from '../texts';
import { contentForm, ContentFormFrame, useContentForm, type ContentFormProps } from './content-form';

const projectForm = contentForm(newCapitalProjectSchema, {
  name: 'text',
  commodity: 'text',
  region: 'text',
  developer: 'text',
  stage: 'choice',
  seekingAmount: 'number',
  metrics: {
    reserves: 'text',
    grade: 'text',
    mineLifeYears: 'number',
    irrPercent: 'number',
    npv: 'optionalNumber',
    initialCapex: 'optionalNumber',
    annualProduction: 'optionalText',
  },
  summary: 'text',
  details: 'text',
  useOfFunds: 'lines',
});

/** A project seeking capital: every field its card and detail dialog show, checked as the server checks it. */
export function ProjectForm(props: ContentFormProps<AdminProject>) {
  const { text } = useTexts(adminContentTexts);
  const words = text.form.project;
  const labels = useInvestmentLabels();
  const { field, choice, frame } = useContentForm(projectForm, props);
  const whole = { type: 'number', inputMode: 'numeric', step: '1' } as const;

  return (
    <ContentFormFrame {...frame}>
      <TextField label={words.name} required {...field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={words.commodity} required {...field('commodity')} />
        <TextField label={words.region} required {...field('region')} />
        <TextField label={words.developer} required {...field('developer')} />
        <Select label={words.stage} required {...choice('stage', PROJECT_STAGES, labels.stages)} />
        <TextField label={words.seekingAmount} required {...whole} min="0" {...field('seekingAmount')} />
        <TextField label={words.reserves} required {...field('metrics.reserves')} />
        <TextField label={words.grade} required {...field('metrics.grade')} />
        <TextField label={words.mineLifeYears} required {...whole} min="1" {...field('metrics.mineLifeYears')} />
        <TextField label={words.irrPercent} required type="number" inputMode="decimal" step="0.1" {...field('metrics.irrPercent')} />
        <TextField label={words.npv} hint={text.form.optional} {...whole} {...field('metrics.npv')} />
        <TextField label={words.initialCapex} hint={text.form.optional} {...whole} min="0" {...field('metrics.initialCapex')} />
        <TextField label={words.annualProduction} hint={text.form.optional} {...field('metrics.annualProduction')} />
      </div>
      <TextArea label={words.summary} required inputClassName="min-h-20" {...field('summary')} />
      <TextArea label={words.details} required hint={text.form.paragraphs} inputClassName="min-h-36" {...field('details')} />
      <TextArea label={words.useOfFunds} hint={text.form.lines} {...field('useOfFunds')} />
    </ContentFormFrame>
  );
}
