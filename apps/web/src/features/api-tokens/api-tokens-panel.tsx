import { API_TOKEN_LIMITS, API_TOKEN_SCOPE_LABELS, type ApiToken } from '@ctp/domain/enterprise';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { useMarketPackage } from '@/features/market-intelligence';
import { formatDate, formatDateTime } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useApiTokens } from './api/get-api-tokens';
import { useRevokeApiToken } from './api/revoke-api-token';
import { CreateTokenDialog } from './components/create-token-dialog';
import { apiTokensTexts } from './texts';

const isExpired = (token: ApiToken) => token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.now();

/**
 * Personal API tokens (issue 18), in the Settings tab: an Enterprise trader or seller creates them (the secret shown
 * once), sees when each was last used, and revokes them; everyone else reads that API access comes with Enterprise.
 */
export function ApiTokensPanel() {
  const headingId = useId();
  const plan = useMarketPackage();
  const { text, t } = useTexts(apiTokensTexts);

  let body;
  if (plan.isPending) body = <Spinner label={text.loading} showLabel />;
  else if (plan.isError) body = <LoadError message={text.planFailed} error={plan.error} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />;
  else if (!plan.data.apiTokens) body = <p className="text-sm text-slate-300">{text.enterpriseOnly}</p>;
  else body = <TokenList />;

  return (
    <Card className="p-6">
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
            <KeyRound aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id={headingId} className="text-base font-semibold text-white">
              {text.heading}
            </h2>
            <p className="mt-0.5 text-sm text-slate-400">{t('lead', { requests: API_TOKEN_LIMITS.requestsPerWindow })}</p>
          </div>
        </div>
        <div className="mt-5">{body}</div>
      </section>
    </Card>
  );
}

function TokenList() {
  const tokens = useApiTokens({ enabled: true });
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const { text, t } = useTexts(apiTokensTexts);

  if (tokens.isPending) return <Spinner label={text.loading} showLabel />;
  if (tokens.isError) return <LoadError message={text.loadFailed} error={tokens.error} onRetry={() => void tokens.refetch()} retrying={tokens.isFetching} />;
  // The server counts the tokens that still work: an expired one stays listed, to revoke, but takes no place.
  const full = tokens.data.tokens.filter((token) => !isExpired(token)).length >= tokens.data.max;

  return (
    <div className="space-y-4">
      {tokens.data.tokens.length === 0 ? (
        <p className="text-sm text-slate-400">{text.empty}</p>
      ) : (
        <ul aria-label={text.listLabel} className="divide-y divide-white/5 rounded-xl border border-white/10">
          {tokens.data.tokens.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
          ))}
        </ul>
      )}
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)} disabled={full}>
          <Plus aria-hidden="true" className="size-4" />
          {text.create}
        </Button>
      </div>
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? t('revokeTitle', { name: revoking.name }) : ''}
        description={text.revokeDescription}
        confirmLabel={text.revoke}
        confirmIcon={Trash2}
        busyLabel={text.revoking}
        busy={revoke.isPending}
        error={revoke.error}
        errorText={text.revokeFailed}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
        onClose={() => {
          revoke.reset();
          setRevoking(null);
        }}
      />
    </div>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { text, t } = useTexts(apiTokensTexts);
  const scopeLabels = useDomainTable(API_TOKEN_SCOPE_LABELS);
  const expiry = token.expiresAt === null ? text.noExpiry : t(isExpired(token) ? 'expired' : 'expires', { date: formatDate(token.expiresAt) });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium text-white">
          {token.name}
          <span className="ms-2 font-mono text-xs text-slate-400" dir="ltr">
            {token.hint}
          </span>
        </p>
        <p className="mt-0.5 text-xs text-slate-400">{t('scopesOf', { scopes: token.scopes.map((scope) => scopeLabels[scope].label).join(', ') })}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {[
            t('created', { date: formatDate(token.createdAt) }),
            token.lastUsedAt ? t('lastUsed', { when: formatDateTime(token.lastUsedAt) }) : text.neverUsed,
            expiry,
          ].join(' · ')}
        </p>
      </div>
      <Button variant="ghost" onClick={onRevoke} aria-label={t('revokeNamed', { name: token.name })}>
        <Trash2 aria-hidden="true" className="size-4" />
        {text.revoke}
      </Button>
    </li>
  );
}
