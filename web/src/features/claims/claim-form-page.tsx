import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from '@/lib/toast';
import type { ClaimKind, Order } from '@shop/contract';
import { CLAIM_RULES } from '@shop/contract/claims';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { TextField } from '@/components/form/text-field';
import { ListStatus } from '@/components/ui/list-status';
import { UploadProgress } from '@/components/ui/upload-progress';
import { paths, withLang } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useCustomerOrder } from '@/features/customer-orders';
import {
  admitPhotos,
  canRequest,
  claimableLines,
  claimFormData,
  photoProgress,
  formField,
  validateDraft,
  type ClaimDraft,
  type PhotoRole,
  type RuleError,
} from './claim-rules';
import { LineChoices } from './components/line-choices';
import { PhotoPicker } from './components/photo-picker';
import { useClaimSubmission } from './use-claim-submission';

/** /customer/claims/new?order={id}[&kind=return]: report a problem with a delivered order, or ask a return. */
export default function ClaimFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind: ClaimKind = params.get('kind') === 'return' ? 'return' : 'claim';
  const orderId = Number(params.get('order'));
  const query = useCustomerOrder(orderId);
  usePageTitle(t(`claims.form.title.${kind}`));
  const order = query.data;
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      {order && (
        <LangLink to={paths.customer.ticketView(order.id)} className="text-sm font-semibold text-leaf-800 underline">
          {t('claims.form.back', { number: order.number })}
        </LangLink>
      )}
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t(`claims.form.title.${kind}`)}</h1>
      {order ? (
        canRequest(kind, order, new Date()) ? (
          <ClaimForm kind={kind} order={order} />
        ) : (
          <p role="alert" className="rounded-2xl bg-petal-50 p-4 text-petal-800">
            {t(`claims.form.closed.${kind}`)}
          </p>
        )
      ) : (
        <ListStatus query={query} isEmpty={false} emptyText="" />
      )}
    </section>
  );
}

const newId = () => crypto.randomUUID();

function ClaimForm({ kind, order }: { kind: ClaimKind; order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { submit, progress } = useClaimSubmission();
  const [draft, setDraft] = useState<ClaimDraft>({ kind, lines: {}, note: '', photos: [], unusedConfirmed: false });
  const [errors, setErrors] = useState<Record<string, RuleError | string>>({});
  const [photoNotes, setPhotoNotes] = useState<RuleError[]>([]);
  // After a failed send the button retries, with the same idempotency key.
  const [failed, setFailed] = useState(false);
  const sending = progress !== null;
  const photosSent = sending ? photoProgress(draft.photos, progress) : undefined;

  const errorOf = (field: string) => {
    const error = errors[field];
    if (error === undefined) return undefined;
    return typeof error === 'string' ? error : t(error.key, error.values);
  };
  const update = (change: Partial<ClaimDraft>) => setDraft((d) => ({ ...d, ...change }));
  const pick = (role: PhotoRole) => (files: File[]) => {
    const { kept, errors: refused } = admitPhotos(draft.photos, files, role, newId);
    setPhotoNotes(refused);
    update({ photos: [...draft.photos, ...kept] });
  };
  const removePhoto = (id: string) => {
    setPhotoNotes([]);
    update({ photos: draft.photos.filter((p) => p.id !== id) });
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft, order);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById('claim-form-errors')?.focus();
      return;
    }
    try {
      const reply = await submit(claimFormData(draft, order));
      toast.success(reply.message ?? t(`claims.form.sent.${kind}`));
      await navigate(withLang(language, paths.customer.claimView(reply.data.claim.id)));
    } catch (err) {
      // Nothing typed or picked is lost: the draft stays; the server's word goes on its field.
      const message = err instanceof ApiError ? err.message : t('claims.errors.send');
      const field = err instanceof ApiError ? formField(err.field, draft, order) : 'form';
      setErrors({ [field]: message });
      setFailed(true);
      document.getElementById('claim-form-errors')?.focus();
    }
  };

  const count = Object.keys(errors).length;
  const formError = errorOf('form') ?? errorOf('order_id');
  const byRole = (role: PhotoRole) => draft.photos.filter((p) => p.role === role);
  const hasFresh = claimableLines(kind, order).some((l) => l.fresh && draft.lines[l.id]?.selected);

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <div id="claim-form-errors" tabIndex={-1} role="alert" className="outline-none">
        {count > 0 && (
          <p className="rounded-2xl bg-petal-50 p-4 font-medium text-petal-800">
            {formError ?? t('claims.form.errors.summary', { count })}
          </p>
        )}
      </div>
      <p className="text-gray-700">{t(`claims.form.intro.${kind}`, { number: order.number })}</p>

      <LineChoices
        kind={kind}
        lines={claimableLines(kind, order)}
        choices={draft.lines}
        onChange={(id, choice) => update({ lines: { ...draft.lines, [id]: choice } })}
        errorOf={errorOf}
        disabled={sending}
      />

      <TextField
        multiline
        rows={3}
        maxLength={2000}
        label={t('claims.form.note')}
        value={draft.note}
        disabled={sending}
        error={errorOf('note')}
        onChange={(e) => update({ note: e.target.value })}
      />

      <PhotoPicker
        legend={t(`claims.photos.product.${kind}`)}
        hint={t('claims.photos.limits', { max: CLAIM_RULES.maxPhotos, size: 10 })}
        photos={byRole('product')}
        onPick={pick('product')}
        onRemove={removePhoto}
        error={errorOf('photos')}
        disabled={sending}
        progress={photosSent}
      />
      {kind === 'claim' && (
        <PhotoPicker
          legend={t('claims.photos.label')}
          hint={t(hasFresh ? 'claims.photos.labelHintFresh' : 'claims.photos.labelHint')}
          photos={byRole('label')}
          onPick={pick('label')}
          onRemove={removePhoto}
          error={errorOf('label_photos')}
          disabled={sending}
          progress={photosSent}
        />
      )}
      {photoNotes.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm font-medium text-petal-800">
          {photoNotes.map((note, i) => (
            <li key={i}>{t(note.key, note.values)}</li>
          ))}
        </ul>
      )}
      <p className="text-sm text-gray-700">
        {t('claims.photos.count', { count: draft.photos.length, max: CLAIM_RULES.maxPhotos })}
      </p>

      {kind === 'return' && (
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5 accent-leaf-700"
              checked={draft.unusedConfirmed}
              disabled={sending}
              aria-invalid={errors.unused_confirmed ? true : undefined}
              aria-describedby={errors.unused_confirmed ? 'claim-unused-error' : undefined}
              onChange={(e) => update({ unusedConfirmed: e.target.checked })}
            />
            <span>{t('claims.form.unused')}</span>
          </label>
          {errors.unused_confirmed && (
            <p id="claim-unused-error" className="mt-1 text-sm font-medium text-petal-800">
              {errorOf('unused_confirmed')}
            </p>
          )}
        </div>
      )}

      {progress !== null && <UploadProgress fraction={progress} />}
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={sending}>
        {failed ? t('claims.form.retry') : t(`claims.form.submit.${kind}`)}
      </button>
    </form>
  );
}
