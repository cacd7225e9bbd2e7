import { INVESTMENT_LIMITS, INVESTMENT_TEXTS } from '@ctp/domain/investments';
import { Coins, Landmark, Pickaxe } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { AdminContentHint } from '@/components/admin-content-hint';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { latestRequest, MyRequests, useMyInquiries } from '@/features/inquiries';
import { errorMessage } from '@/lib/api-client';
import { formatCompactMoney } from '@/lib/format';
import { useOpportunities } from './api/get-opportunities';
import { useProjects } from './api/get-projects';
import { OpportunityCard } from './components/opportunity-card';
import { OpportunityDialog, type DialogMode } from './components/opportunity-dialog';
import { ProjectCard } from './components/project-card';
import { ProjectDialog } from './components/project-dialog';
import { inLanguage } from '@ctp/domain/translations';
import { useTexts } from '@/lib/i18n/texts';
import { streamingRoyaltyTexts } from './texts';

type OpenDialog = { type: 'opportunity' | 'project'; id: string; mode: DialogMode } | null;

/**
 * The Streaming & Royalty tab (spec 2.10, 2.16): investment opportunities and projects seeking
 * capital from the server, each with a detail dialog; Express Interest, Submit Proposal and the
 * information package record inquiries the administrators read.
 */
export function StreamingRoyaltyPane() {
  const opportunities = useOpportunities();
  const projects = useProjects();
  const mine = useMyInquiries();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { text, t, language } = useTexts(streamingRoyaltyTexts);
  const investmentTexts = inLanguage(INVESTMENT_TEXTS, language);

  const openOpportunity = dialog?.type === 'opportunity' ? opportunities.data?.opportunities.find((o) => o.id === dialog.id) : undefined;
  const openProject = dialog?.type === 'project' ? projects.data?.projects.find((p) => p.id === dialog.id) : undefined;
  const setMode = (mode: DialogMode) => setDialog((d) => (d ? { ...d, mode } : d));
  const close = () => setDialog(null);
  const openNowNote = (open: { total: number; examples: number }, seeking: { total: number; examples: number }) => {
    const note = t('openNowNote', { opportunities: t('opportunities', { count: open.total }), projects: t('projects', { count: seeking.total }) });
    const examples = open.examples + seeking.examples;
    // The count includes the development seed's fictional items: say so, as their cards do.
    return examples > 0 ? `${note} ${t('openNowExamples', { count: examples })}` : note;
  };

  return (
    <div className="space-y-10">
      <div className="grid gap-4 sm:grid-cols-3">
        <Threshold
          icon={Coins}
          label={text.investorMinimum}
          value={t('investorMinimumValue', { amount: formatCompactMoney(INVESTMENT_LIMITS.investorMinimumUsd) })}
          note={text.investorMinimumNote}
        />
        <Threshold
          icon={Pickaxe}
          label={text.projectCapital}
          value={`${formatCompactMoney(INVESTMENT_LIMITS.projectCapitalMinUsd)} – ${formatCompactMoney(INVESTMENT_LIMITS.projectCapitalMaxUsd)}`}
          note={text.projectCapitalNote}
        />
        <Threshold
          icon={Landmark}
          label={text.openNow}
          value={opportunities.data && projects.data ? String(opportunities.data.total + projects.data.total) : '—'}
          note={opportunities.data && projects.data ? openNowNote(opportunities.data, projects.data) : text.openNowNoteLoading}
        />
      </div>

      <Section
        id="investment-opportunities"
        title={text.opportunitiesTitle}
        lead={text.opportunitiesLead}
        count={opportunities.data?.total}
      >
        <ListState
          query={opportunities}
          failedText={investmentTexts.loadOpportunitiesFailed}
          emptyText={<AdminContentHint kind="opportunities">{investmentTexts.noOpportunities}</AdminContentHint>}
          isEmpty={opportunities.data?.opportunities.length === 0}
          loadingText={text.loadingOpportunities}
        />
        {opportunities.data && opportunities.data.opportunities.length > 0 && (
          <ul className="grid gap-5 lg:grid-cols-2">
            {opportunities.data.opportunities.map((o) => (
              <li key={o.id}>
                <OpportunityCard
                  opportunity={o}
                  interest={latestRequest(mine.data, 'express-interest', o.id)}
                  onViewDetails={() => setDialog({ type: 'opportunity', id: o.id, mode: 'details' })}
                  onExpressInterest={() => setDialog({ type: 'opportunity', id: o.id, mode: 'request' })}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        id="projects-seeking-capital"
        title={text.projectsTitle}
        lead={t('projectsLead', { min: formatCompactMoney(INVESTMENT_LIMITS.projectCapitalMinUsd), max: formatCompactMoney(INVESTMENT_LIMITS.projectCapitalMaxUsd) })}
        count={projects.data?.total}
      >
        <ListState
          query={projects}
          failedText={investmentTexts.loadProjectsFailed}
          emptyText={<AdminContentHint kind="projects">{investmentTexts.noProjects}</AdminContentHint>}
          isEmpty={projects.data?.projects.length === 0}
          loadingText={text.loadingProjects}
        />
        {projects.data && projects.data.projects.length > 0 && (
          <ul className="grid gap-5 lg:grid-cols-2">
            {projects.data.projects.map((p) => (
              <li key={p.id}>
                <ProjectCard
                  project={p}
                  proposal={latestRequest(mine.data, 'proposal', p.id)}
                  onViewDetails={() => setDialog({ type: 'project', id: p.id, mode: 'details' })}
                  onSubmitProposal={() => setDialog({ type: 'project', id: p.id, mode: 'request' })}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <MyRequests
        kinds={['express-interest', 'proposal', 'information-package']}
        title={text.myRequestsTitle}
        emptyText={text.myRequestsEmpty}
      />

      {openOpportunity && dialog && <OpportunityDialog key={dialog.id} opportunity={openOpportunity} mode={dialog.mode} onModeChange={setMode} onClose={close} />}
      {openProject && dialog && <ProjectDialog key={dialog.id} project={openProject} mode={dialog.mode} onModeChange={setMode} onClose={close} />}
    </div>
  );
}

function Threshold({ icon: Icon, label, value, note }: { icon: typeof Coins; label: string; value: string; note: string }) {
  return (
    <Card className="relative overflow-hidden p-5">
      <div aria-hidden="true" className="absolute -top-10 -end-10 size-32 rounded-full bg-gold-500/10 blur-2xl" />
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
          <Icon className="size-5" />
        </span>
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</p>
          <p className="text-xl font-semibold text-white tabular-nums">{value}</p>
        </div>
      </div>
      <p className="mt-3 text-xs text-slate-400">{note}</p>
    </Card>
  );
}

function Section({ id, title, lead, count, children }: { id: string; title: string; lead: string; count: number | undefined; children: ReactNode }) {
  const { t } = useTexts(streamingRoyaltyTexts);
  return (
    <section aria-labelledby={id}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-xl font-semibold tracking-tight text-white">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-400">{lead}</p>
        </div>
        {count !== undefined && (
          <span className="rounded-full border border-white/10 bg-ink-800 px-3 py-1 text-xs font-medium text-slate-300">{t('open', { count })}</span>
        )}
      </div>
      {children}
    </section>
  );
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

function ListState({ query, failedText, emptyText, isEmpty, loadingText }: { query: ListQuery; failedText: string; emptyText: ReactNode; isEmpty: boolean; loadingText: string }) {
  const { text } = useTexts(streamingRoyaltyTexts);
  if (query.isPending) {
    return (
      <Card className="p-8">
        <Spinner label={loadingText} showLabel />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <ErrorBox>{errorMessage(query.error, failedText)}</ErrorBox>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <Card className="p-8 text-center text-sm text-slate-400">{emptyText}</Card>;
  return null;
}
