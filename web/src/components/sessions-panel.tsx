import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionInfo } from '@shop/contract';
import { useEndOwnSession, useOwnSessions } from '@/api/sessions';
import { paths, withLang } from '@/config/paths';
import { clearSession } from '@/lib/auth-storage';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { QueryStatus } from './query-status';

/**
 * Signed-in browsers as a list (issue 15, part 4): device, address, last seen, "this browser";
 * one card a session so that it reads at 360 px and by a screen reader item by item. With
 * `onEnd`, each has a "Sign out" button named after its device.
 */
export function SessionList({
  sessions,
  onEnd,
  busy = false,
  labelledBy,
}: {
  sessions: SessionInfo[];
  onEnd?: (session: SessionInfo) => void;
  busy?: boolean;
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (sessions.length === 0) return <p className="text-sm text-gray-700">{t('sessions.none')}</p>;
  return (
    <ul className="grid gap-3" aria-labelledby={labelledBy}>
      {sessions.map((s) => {
        const device = s.device || t('sessions.unknownDevice');
        return (
          <li
            key={s.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-lg p-3 ring-1 ring-leaf-100"
            data-session={s.id}
          >
            <div className="min-w-0">
              <p className="font-semibold text-leaf-900">
                {device}
                {s.current && (
                  <span className="ml-2 rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-semibold text-leaf-900">
                    {t('sessions.current')}
                  </span>
                )}
              </p>
              <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-2 text-sm text-gray-700">
                <dt>{t('sessions.address')}</dt>
                <dd className="break-all">{s.ip ?? '—'}</dd>
                <dt>{t('sessions.lastSeen')}</dt>
                <dd>{formatDateTime(s.last_seen_at, language)}</dd>
              </dl>
            </div>
            {onEnd && (
              <button
                type="button"
                className="btn btn-secondary min-h-10 px-3 py-1 text-sm"
                disabled={busy}
                aria-label={s.current ? t('sessions.endCurrent') : t('sessions.endOf', { device })}
                onClick={() => onEnd(s)}
              >
                {t('sessions.end')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The signed-in user's own sessions, on the customer's profile and the staff member's account
 * page: each can be signed out; signing out this browser leaves for the home page.
 */
export function OwnSessionsPanel({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const sessions = useOwnSessions();
  const end = useEndOwnSession();
  const onEnd = async (session: SessionInfo) => {
    const reply = await withToasts(() => end.mutateAsync(session.id), t('sessions.errors.end'));
    if (reply && session.current) {
      clearSession();
      queryClient.clear();
      await navigate(withLang(language, paths.login));
    }
  };
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="font-serif text-xl text-leaf-900">
        {t('sessions.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-gray-700">{t('sessions.lead')}</p>
      {sessions.data ? (
        <SessionList
          sessions={sessions.data}
          busy={end.isPending}
          labelledBy={headingId}
          onEnd={(s) => void onEnd(s)}
        />
      ) : (
        <QueryStatus query={sessions} />
      )}
    </section>
  );
}
