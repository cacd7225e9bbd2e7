import type { CapitalProject, InvestmentOpportunity } from '@ctp/domain/investments';
import { Card } from '@/components/ui/card';
import { OpportunityCard } from './opportunity-card';
import { OpportunityBody } from './opportunity-dialog';
import { ProjectCard } from './project-card';
import { ProjectBody } from './project-dialog';

const ignore = () => undefined;

/**
 * An opportunity as the portals show it, for the desk's preview (issue 18): its card, then its detail dialog's body.
 * The card is inert: its buttons are the portal's, not the desk's.
 */
export function OpportunityPreview({ opportunity }: { opportunity: InvestmentOpportunity }) {
  return (
    <div className="space-y-5">
      <div inert className="max-w-xl">
        <OpportunityCard opportunity={opportunity} interest={undefined} onViewDetails={ignore} onExpressInterest={ignore} />
      </div>
      <Card className="p-5">
        <OpportunityBody opportunity={opportunity} full={opportunity} />
      </Card>
    </div>
  );
}

/** A project as the portals show it, for the desk's preview: its card, then its detail dialog's body. */
export function ProjectPreview({ project }: { project: CapitalProject }) {
  return (
    <div className="space-y-5">
      <div inert className="max-w-xl">
        <ProjectCard project={project} proposal={undefined} onViewDetails={ignore} onSubmitProposal={ignore} />
      </div>
      <Card className="p-5">
        <ProjectBody project={project} full={project} />
      </Card>
    </div>
  );
}
