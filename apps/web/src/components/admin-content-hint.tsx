import type { ContentKind } from '@ctp/domain/content';
import { paths } from '@ctp/domain/paths';
import { Link } from 'react-router';
import { useTexts } from '@/lib/i18n/texts';
import { useSessionRole } from '@/lib/session/session-provider';
import { contentTexts } from './content.texts';

/** The desk's Content tab, where alerts, opportunities and projects are written (issue 18). */
export const ADMIN_CONTENT_PATH = `${paths.adminPortal}/content`;

/**
 * An empty panel's words: what it says, and where the content comes from. Everyone reads where (a member knows whom to
 * ask, a desk member testing with a member's account where to go); an administrator also gets the link there.
 */
export function AdminContentHint({ kind, children }: { kind: ContentKind; children: string }) {
  const { text } = useTexts(contentTexts);
  const admin = useSessionRole() === 'admin';
  return (
    <>
      {children}
      <span className="mt-1 block">
        {admin ? (
          <Link to={ADMIN_CONTENT_PATH} className="font-medium text-gold-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-gold-400">
            {text.addInContent[kind]}
          </Link>
        ) : (
          text.addInContent[kind]
        )}
      </span>
    </>
  );
}
