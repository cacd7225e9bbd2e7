import { paths } from '@ctp/domain/paths';
import { company, mailtoHref } from '@/lib/company';
import type { Action } from '../components/actions';

/** The advisory page's two calls to action, offered in its hero and again at its foot. */
export const BOOK: Action = { label: 'Book Advisory Consultation', to: paths.signIn };
export const EMAIL: Action = { label: 'Email the Advisory Team', href: mailtoHref(company.mailboxes.advisory), variant: 'secondary' };
