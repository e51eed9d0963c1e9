import { useTranslation } from 'react-i18next';
import { legalPages, paths, type LegalPage } from '@/config/paths';
import { LangLink } from '@/components/lang-link';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/page-title';
import { useBusinessVars } from '../api/use-business-vars';
import { withPolicyLinks } from './policy-links';

const MISSING = '\u0000';

interface Section {
  heading: string;
  paragraphs: string[];
  items: string[];
}

/** One of the four policies (SPEC §1, §9), written out in the reader's language. */
export function LegalDocument({ doc }: { doc: LegalPage }) {
  const { t } = useTranslation();
  const vars = useBusinessVars();
  const title = t(`legal.${doc}.title`);
  usePageTitle(title);
  // A detail the settings leave empty (no fax) or not yet loaded is no bullet at all: its item
  // is drawn with a mark in its place, and left out.
  const marked = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, v || MISSING]));
  const sections = (t(`legal.${doc}.sections`, { returnObjects: true, ...marked }) as Section[]).map((s) => ({
    ...s,
    items: s.items.filter((item) => item.trim() && !item.includes(MISSING)),
  }));
  // The other policies this one refers to, by their titles in the reader's language.
  const others = legalPages.filter((page) => page !== doc).map((page) => [page, t(`legal.${page}.title`)] as const);
  return (
    <>
      <PageHeader title={title} lead={t(`legal.${doc}.intro`, vars)} />
      <article className="container-page max-w-4xl py-10">
        {sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`${doc}-${i}`} className="mb-8">
            <h2 id={`${doc}-${i}`} className="font-serif text-2xl text-leaf-900">
              {i + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-3 text-gray-800">
                {withPolicyLinks(p, others)}
              </p>
            ))}
            {section.items.length > 0 && (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-800">
                {section.items.map((item) => (
                  <li key={item}>{withPolicyLinks(item, others)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <ClaimLinks doc={doc} />
      </article>
    </>
  );
}

/**
 * Where the policies' claims and returns (SPEC §9) are done: from the customer's delivered
 * orders. A signed-out reader is sent to sign in first, and back here after.
 */
function ClaimLinks({ doc }: { doc: LegalPage }) {
  const { t } = useTranslation();
  const links = [
    ['report', paths.customer.orders],
    ['return', paths.customer.orders],
    ['mine', paths.customer.claims],
  ] as const;
  return (
    <section aria-labelledby={`${doc}-claims`} className="mb-8 rounded-2xl bg-white p-6 ring-1 ring-leaf-100">
      <h2 id={`${doc}-claims`} className="font-serif text-xl text-leaf-900">
        {t('legalPage.claims.title')}
      </h2>
      <p className="mt-2 text-gray-800">{t('legalPage.claims.text')}</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map(([key, to]) => (
          <li key={key}>
            <LangLink to={to} className="font-semibold text-leaf-800 underline">
              {t(`legalPage.claims.${key}`)}
            </LangLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
