import { localizedPath } from '@ctp/domain/languages';
import { paths } from '@ctp/domain/paths';
import { Link } from 'react-router';
import { useTexts } from '@/lib/i18n/texts';
import { frameTexts } from './texts';

/**
 * Spec 2.4 gives the two social icons no destination. Rather than dead links, they lead to the
 * contact page, and their names say so.
 */
const SOCIAL_LINKS = [
  {
    name: 'LinkedIn',
    // The "in" mark, drawn on a 24-unit grid.
    icon: 'M6.94 8.5H3.56V20h3.38V8.5ZM5.25 3a1.97 1.97 0 1 0 0 3.94 1.97 1.97 0 0 0 0-3.94ZM20.44 13.4c0-3.1-1.66-5.15-4.42-5.15-1.58 0-2.6.86-3.03 1.62V8.5H9.77V20h3.38v-6.03c0-1.56.3-3.05 2.23-3.05 1.9 0 1.92 1.78 1.92 3.15V20h3.14v-6.6Z',
  },
  {
    name: 'X',
    icon: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.57l11.1 14.47Z',
  },
] as const;

export function FooterSocialLinks() {
  const { t, language } = useTexts(frameTexts);
  return (
    <ul className="mt-6 flex gap-3">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.name}>
          <Link
            to={localizedPath(paths.contact, language)}
            aria-label={t('footer.social', { name: social.name })}
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-300 ring-1 ring-white/10 transition-colors ring-inset hover:text-gold-300 hover:ring-gold-500/40"
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
              <path d={social.icon} />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
