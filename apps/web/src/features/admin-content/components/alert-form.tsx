import { marketAlertContentSchema, type AdminMarketAlert } from '@ctp/domain/content';
import { MARKET_ALERT_IMPACTS } from '@ctp/domain/market-intelligence';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { useImpactLabels } from '@/features/market-intelligence';
import { useTexts } from '@/lib/i18n/texts';
import { adminContentTexts } from '../texts';
import { contentForm, ContentFormFrame, useContentForm, type ContentFormProps } from './content-form';

const alertForm = contentForm(marketAlertContentSchema, { title: 'text', summary: 'text', region: 'text', impact: 'choice', commodities: 'lines' });

/** A market alert: every field the Market Intelligence tab shows, checked as the server checks it. */
export function AlertForm(props: ContentFormProps<AdminMarketAlert>) {
  const { text } = useTexts(adminContentTexts);
  const words = text.form.alert;
  const impacts = useImpactLabels();
  const { field, choice, frame } = useContentForm(alertForm, props);

  return (
    <ContentFormFrame {...frame}>
      <TextField label={words.title} required {...field('title')} />
      <TextArea label={words.summary} required {...field('summary')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={words.region} required {...field('region')} />
        <Select label={words.impact} required {...choice('impact', MARKET_ALERT_IMPACTS, impacts)} />
      </div>
      <TextArea label={words.commodities} required hint={text.form.lines} inputClassName="min-h-20" {...field('commodities')} />
    </ContentFormFrame>
  );
}
