import { useTranslation } from 'react-i18next';

const keys = ['wholesale', 'family', 'delivery', 'sourcing'] as const;
const icons: Record<(typeof keys)[number], string> = {
  wholesale: 'M4 7h16v10H4z M8 12h8',
  family:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 19c0-3 2-5 5-5s5 2 5 5 M11 19c0-3 2-5 5-5s5 2 5 5',
  delivery: 'M3 7h11v9H3z M14 10h4l3 3v3h-7z M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  sourcing: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18',
};

export function HighlightsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="highlights-title" className="container-page py-12">
      <h2 id="highlights-title" className="font-serif text-3xl text-leaf-900">
        {t('home.highlights.title')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {keys.map((key) => (
          <li key={key} className="rounded-2xl bg-white p-6 ring-1 ring-leaf-100">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-10 text-petal-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={icons[key]} />
            </svg>
            <h3 className="mt-4 font-serif text-xl text-leaf-900">{t(`home.highlights.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-gray-700">{t(`home.highlights.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
