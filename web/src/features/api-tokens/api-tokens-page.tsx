import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenWrite } from '@shop/contract/api-tokens';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { withToasts } from '@/lib/toast-action';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from './api/api-tokens';
import { NewToken } from './components/new-token';
import { TokenForm } from './components/token-form';
import { TokenList } from './components/token-list';
import { WebhooksSection } from './components/webhooks-section';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-leaf-100';

/**
 * /customer/api-tokens and /admin/api-tokens (issue 40, item 2): the signed-in user's personal
 * tokens for their own systems. The scopes offered are those the server says this user may give
 * (a customer's four; a staff member's, the areas of their roles). A new token is shown once.
 * Their webhooks follow (issue 40, item 3).
 */
export default function ApiTokensPage() {
  const { t } = useTranslation();
  usePageTitle(t('apiTokens.title'));
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  // A new form after each token, so that its fields start empty.
  const [formKey, setFormKey] = useState(0);

  const onCreate = async (write: ApiTokenWrite) => {
    const reply = await withToasts(() => create.mutateAsync(write), t('apiTokens.errors.create'));
    if (!reply) return;
    setMade({ name: reply.data.api_token.name, token: reply.data.token });
    setFormKey((key) => key + 1);
  };

  return (
    <section className="max-w-4xl space-y-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('apiTokens.title')}</h1>
        <p className="mt-2 text-gray-700">{t('apiTokens.lead')}</p>
        <p className="mt-2 text-sm text-gray-700">
          {t('apiTokens.howTo')} <code className="break-all">Authorization: Bearer fwt_…</code>
        </p>
      </div>
      {made && <NewToken name={made.name} token={made.token} onDone={() => setMade(null)} />}
      {tokens.data ? (
        <>
          <section aria-labelledby="api-tokens-new" className={card}>
            <h2 id="api-tokens-new" className="mb-3 font-serif text-xl text-leaf-900">
              {t('apiTokens.new')}
            </h2>
            <TokenForm
              key={formKey}
              grantable={tokens.data.grantable_scopes}
              busy={create.isPending}
              onSubmit={(write) => void onCreate(write)}
            />
          </section>
          <section aria-labelledby="api-tokens-list" className="space-y-3">
            <h2 id="api-tokens-list" className="font-serif text-xl text-leaf-900">
              {t('apiTokens.yours')}
            </h2>
            <TokenList
              tokens={tokens.data.api_tokens}
              onRevoke={(token) => void withToasts(() => revoke.mutateAsync(token.id), t('apiTokens.errors.revoke'))}
            />
          </section>
        </>
      ) : (
        <QueryStatus query={tokens} />
      )}
      <WebhooksSection />
    </section>
  );
}
