import type { AdminSession } from '@ctp/domain/admin-system';
import { Button } from '@/components/ui/button';
import { ScrollArea } from '@/components/ui/scroll-area';
import { formatDateTime, formatRole } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { adminSecurityTexts } from '../texts';

/** Live sessions with who, from where, since when, and a Revoke button each. */
export function SessionsTable({ sessions, onRevoke }: { sessions: AdminSession[]; onRevoke: (session: AdminSession) => void }) {
  const { text, t, language } = useTexts(adminSecurityTexts);
  return (
    <ScrollArea label={text.table.label}>
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{text.table.caption}</caption>
        <thead className="border-b border-white/10 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className="py-2 pe-4 font-medium">{text.table.user}</th>
            <th scope="col" className="py-2 pe-4 font-medium">{text.table.address}</th>
            <th scope="col" className="py-2 pe-4 font-medium">{text.table.device}</th>
            <th scope="col" className="py-2 pe-4 font-medium">{text.table.signedIn}</th>
            <th scope="col" className="py-2 pe-4 font-medium">{text.table.lastActive}</th>
            <th scope="col" className="py-2 font-medium"><span className="sr-only">{text.table.actions}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {sessions.map((session) => (
            <tr key={session.id} className="align-top">
              <td className="py-3 pe-4">
                <p className="text-slate-200">{session.userEmail}</p>
                <p className="text-xs text-slate-500 capitalize">{language === 'en' ? session.userRole : formatRole(session.userRole)}</p>
              </td>
              <td className="py-3 pe-4 whitespace-nowrap text-slate-400">{session.ip ?? '—'}</td>
              <td className="max-w-64 truncate py-3 pe-4 text-slate-400" title={session.userAgent ?? undefined}>
                {session.userAgent ?? '—'}
              </td>
              <td className="py-3 pe-4 whitespace-nowrap text-slate-400">{formatDateTime(session.createdAt)}</td>
              <td className="py-3 pe-4 whitespace-nowrap text-slate-400">{formatDateTime(session.lastActiveAt)}</td>
              <td className="py-3 text-end">
                <Button variant="secondary" onClick={() => onRevoke(session)} aria-label={t('table.revokeOf', { email: session.userEmail })}>
                  {text.table.revoke}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
