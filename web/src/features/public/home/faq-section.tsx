import { useTranslation } from 'react-i18next';
import { useBusinessVars } from '../api/use-business-vars';

interface FaqItem {
  q: string;
  a: string;
}

export function FaqSection() {
  const { t } = useTranslation();
  const vars = useBusinessVars();
  const items = t('home.faq.items', { returnObjects: true, ...vars }) as FaqItem[];
  return (
    <section aria-labelledby="faq-title" className="container-page py-12">
      <h2 id="faq-title" className="font-serif text-3xl text-leaf-900">
        {t('home.faq.title')}
      </h2>
      <div className="mt-6 divide-y divide-leaf-100 rounded-2xl bg-white ring-1 ring-leaf-100">
        {items.map((item) => (
          <details key={item.q} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-leaf-900">
              {item.q}
              <span aria-hidden="true" className="text-xl text-petal-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-gray-700">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
