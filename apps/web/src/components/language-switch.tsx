import { LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_SETTINGS, englishPath, languageOfPath, localizedPath, type Language } from '@ctp/domain/languages';
import { Link, useLocation, useNavigate } from 'react-router';
import { cx } from '@/components/ui/cx';
import { rememberLanguage, showLanguage, useLanguage } from '@/lib/i18n/language';
import { languageSwitchTexts } from './language-switch.texts';
import { useTexts } from '@/lib/i18n/texts';

interface LanguageSwitchProps {
  /** Called after the reader picks a language (the portals store it on the account). */
  onChange?: (language: Language) => void;
  className?: string;
}

const itemClasses = (current: boolean) =>
  cx(
    'rounded-md px-2 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-gold-400',
    current ? 'bg-white/10 text-gold-300' : 'text-slate-400 hover:text-white',
  );

/**
 * English / العربية. On a public page each language is a link to that page's twin (/gold, /ar/gold); elsewhere
 * (sign-in, portals: one URL for both) a button. Either way the choice is remembered in a cookie the server reads,
 * set here or, for a link followed before the page hydrated, by the server from the link's ?lang=.
 */
export function LanguageSwitch({ onChange, className }: LanguageSwitchProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const { text } = useTexts(languageSwitchTexts);
  const onPublicPage = languageOfPath(pathname) !== undefined;

  const choose = (next: Language) => {
    rememberLanguage(next);
    if (!onPublicPage) showLanguage(next);
    onChange?.(next);
  };

  return (
    <div role="group" aria-label={text.label} className={cx('flex items-center gap-0.5', className)}>
      {LANGUAGES.map((option) => {
        const current = option === language;
        const name = LANGUAGE_SETTINGS[option].name;
        const twin = localizedPath(englishPath(pathname), option);
        return onPublicPage ? (
          // The address carries the choice (?lang=ar): followed before the page has hydrated, the server remembers it.
          <Link
            key={option}
            to={`${twin}?${LANGUAGE_COOKIE}=${option}`}
            lang={option}
            hrefLang={option}
            aria-current={current ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              choose(option);
              void navigate(twin);
            }}
            className={itemClasses(current)}
          >
            {name}
          </Link>
        ) : (
          <button key={option} type="button" lang={option} aria-pressed={current} onClick={() => choose(option)} className={itemClasses(current)}>
            {name}
          </button>
        );
      })}
    </div>
  );
}
