import { paths } from '@ctp/domain/paths';
import { company, mailtoHref } from '@/lib/company';
import { useTexts } from '@/lib/i18n/texts';
import type { Action } from '../components/actions';
import { advisoryActionsTexts } from './advisory-actions.texts';

/** The advisory page's two calls to action, offered in its hero and again at its foot. */
export function useAdvisoryActions(): readonly Action[] {
  const { text } = useTexts(advisoryActionsTexts);
  return [
    { label: text.book, to: paths.signIn },
    { label: text.email, href: mailtoHref(company.mailboxes.advisory), variant: 'secondary' },
  ];
}
