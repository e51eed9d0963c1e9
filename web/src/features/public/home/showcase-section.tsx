import { useTranslation } from 'react-i18next';
import chrysanthemumsUrl from '@/assets/flowers/chrysanthemums.svg';
import gerberaUrl from '@/assets/flowers/gerbera.svg';
import greensUrl from '@/assets/flowers/greens.svg';
import rosesUrl from '@/assets/flowers/roses.svg';

const items = [
  ['roses', rosesUrl],
  ['gerbera', gerberaUrl],
  ['chrysanthemums', chrysanthemumsUrl],
  ['greens', greensUrl],
] as const;

export function ShowcaseSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="showcase-title" className="container-page py-12">
      <h2 id="showcase-title" className="font-serif text-3xl text-leaf-900">
        {t('home.showcase.title')}
      </h2>
      <p className="mt-3 max-w-3xl text-gray-700">{t('home.showcase.intro')}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(([key, url]) => (
          <li key={key} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-leaf-100">
            <img
              src={url}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] h-auto w-full"
            />
            <div className="p-5">
              <h3 className="font-serif text-xl text-leaf-900">{t(`home.showcase.${key}.name`)}</h3>
              <p className="mt-2 text-sm text-gray-700">{t(`home.showcase.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
