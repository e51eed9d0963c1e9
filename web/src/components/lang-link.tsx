import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { withLang } from '@/config/paths';
import { useLanguage } from '@/lib/language';

/** A link to one of `paths`, in the reader's language. */
export function LangLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const language = useLanguage();
  return <Link to={withLang(language, to)} {...props} />;
}

export function LangNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const language = useLanguage();
  return <NavLink to={withLang(language, to)} end {...props} />;
}
