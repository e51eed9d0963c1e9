import { useTranslation } from 'react-i18next';
import type { ShopView } from '../use-shop-view';

const ICONS: Record<ShopView, string> = {
  list: 'M4 6h16M4 12h16M4 18h16',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
};

/** List or cards: two toggle buttons, the pressed one is the layout shown. */
export function ViewToggle({ view, onView }: { view: ShopView; onView: (view: ShopView) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('shop.view.label')} className="inline-flex rounded-full ring-1 ring-leaf-100">
      {(['list', 'grid'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => onView(v)}
          className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ${
            view === v ? 'bg-leaf-800 text-white' : 'text-leaf-900 hover:bg-leaf-50'
          }`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d={ICONS[v]} />
          </svg>
          {t(`shop.view.${v}`)}
        </button>
      ))}
    </div>
  );
}
