import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { passwordScore } from '../password-score';

const LEVELS = ['tooWeak', 'weak', 'fair', 'good', 'strong'] as const;
const COLOURS = ['bg-petal-700', 'bg-orange-600', 'bg-yellow-500', 'bg-leaf-600', 'bg-leaf-800'];

/** SPEC §5's five-level meter (Too Weak … Strong), from zxcvbn, loaded when first needed. */
export function PasswordStrengthMeter({ password, userInputs }: { password: string; userInputs: string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [result, setResult] = useState<{ password: string; score: number } | null>(null);
  const inputs = userInputs.join('\u0000');

  useEffect(() => {
    if (!password) return;
    let stale = false;
    void passwordScore(language, password, inputs.split('\u0000')).then((score) => {
      if (!stale) setResult({ password, score });
    });
    return () => {
      stale = true;
    };
  }, [password, inputs, language]);

  // Until the score of the current text arrives, the last one stays (or zero).
  const shown = password ? (result?.score ?? 0) : null;
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {LEVELS.map((level, i) => (
          <span
            key={level}
            className={`h-1.5 flex-1 rounded-full ${shown !== null && i <= shown ? COLOURS[shown] : 'bg-gray-200'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {t('common.labelled', { label: t('strength.label') })}{' '}
        <strong>{shown === null ? '—' : t(`strength.${LEVELS[shown]}`)}</strong>
      </p>
    </div>
  );
}
