import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/page-title';

interface Value {
  title: string;
  text: string;
}

/** About (SPEC §2): breadcrumb and mission. */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  const mission = t('about.mission', { returnObjects: true }) as string[];
  const values = t('about.values', { returnObjects: true }) as Value[];
  return (
    <>
      <PageHeader title={t('about.title')} lead={t('about.lead')} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="mission-title">
          <h2 id="mission-title" className="font-serif text-2xl text-leaf-900">
            {t('about.missionTitle')}
          </h2>
          {mission.map((p) => (
            <p key={p} className="mt-4 text-gray-800">
              {p}
            </p>
          ))}
        </section>
        <section aria-labelledby="values-title" className="rounded-2xl bg-white p-6 ring-1 ring-leaf-100">
          <h2 id="values-title" className="font-serif text-2xl text-leaf-900">
            {t('about.valuesTitle')}
          </h2>
          <ul className="mt-4 space-y-4">
            {values.map((v) => (
              <li key={v.title}>
                <h3 className="font-semibold text-leaf-800">{v.title}</h3>
                <p className="text-sm text-gray-700">{v.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
