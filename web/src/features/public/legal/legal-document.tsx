import { useTranslation } from 'react-i18next';
import type { LegalPage } from '@/config/paths';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/page-title';
import { useBusinessVars } from '../api/use-business-vars';

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
  const sections = t(`legal.${doc}.sections`, { returnObjects: true, ...vars }) as Section[];
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
                {p}
              </p>
            ))}
            {section.items.length > 0 && (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-800">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section aria-labelledby={`${doc}-contact`} className="rounded-2xl bg-white p-6 ring-1 ring-leaf-100">
          <h2 id={`${doc}-contact`} className="font-serif text-xl text-leaf-900">
            {t('legalPage.contactTitle')}
          </h2>
          <p className="mt-2 text-gray-800">{t('legalPage.contactText', vars)}</p>
        </section>
      </article>
    </>
  );
}
