import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@shop/contract/api-tokens';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime, formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

/** Today in Montreal ('YYYY-MM-DD'), the server's business day: a token is good through its last day. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montreal' }).format(new Date());

/**
 * The user's tokens, one card each so that they read at 360 px and item by item: name, its first
 * characters, scopes, last day and last use; a live one has a Revoke button that asks first.
 */
export function TokenList({ tokens, onRevoke }: { tokens: ApiToken[]; onRevoke: (token: ApiToken) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (tokens.length === 0) return <p className="text-gray-700">{t('apiTokens.none')}</p>;
  const day = today();
  return (
    <ul className="grid gap-3">
      {tokens.map((token) => {
        const expired = token.expires_on !== null && token.expires_on < day;
        const status = token.revoked_at ? 'revoked' : expired ? 'expired' : null;
        return (
          <li
            key={token.id}
            data-api-token={token.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-leaf-100"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-leaf-900">
                {token.name}
                {status && (
                  <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
                    {t(`apiTokens.status.${status}`)}
                  </span>
                )}
              </p>
              <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm text-gray-700">
                <dt>{t('apiTokens.fields.prefix')}</dt>
                <dd className="font-mono">{token.prefix}…</dd>
                <dt>{t('apiTokens.fields.scopes')}</dt>
                <dd className="font-mono break-words">{token.scopes.join(', ')}</dd>
                <dt>{t('apiTokens.fields.expiresOn')}</dt>
                <dd>{token.expires_on ? formatDay(token.expires_on, language) : t('apiTokens.never')}</dd>
                <dt>{t('apiTokens.fields.lastUsed')}</dt>
                <dd>{token.last_used_at ? formatDateTime(token.last_used_at, language) : t('apiTokens.neverUsed')}</dd>
                {token.revoked_at && (
                  <>
                    <dt>{t('apiTokens.fields.revokedAt')}</dt>
                    <dd>{formatDateTime(token.revoked_at, language)}</dd>
                  </>
                )}
              </dl>
            </div>
            {!token.revoked_at && (
              <ConfirmDialog
                trigger={
                  <button
                    type="button"
                    className="btn btn-secondary min-h-11"
                    aria-label={t('apiTokens.revokeOf', { name: token.name })}
                  >
                    {t('apiTokens.revoke')}
                  </button>
                }
                title={t('apiTokens.revokeOf', { name: token.name })}
                description={t('apiTokens.revokeConfirm', { name: token.name })}
                confirmLabel={t('apiTokens.revoke')}
                onConfirm={() => onRevoke(token)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
