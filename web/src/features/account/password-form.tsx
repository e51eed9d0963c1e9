import { useState } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema } from '@shop/contract/auth';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from './api/profile';

/** Change the password (the current one required): the customer's profile and the staff member's account. */
export function PasswordForm() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const change = useChangePassword();
  const [errors, setErrors] = useState<{ current_password?: string; new_password?: string }>({});

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = changePasswordRequestSchema.safeParse({
      current_password: form.get('current_password'),
      new_password: form.get('new_password'),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors({ [String(issue?.path[0])]: message(issue?.message) });
      return;
    }
    setErrors({});
    try {
      const { message: done } = await change.mutateAsync(parsed.data);
      toast.success(done ?? '');
      formElement.reset();
    } catch (err) {
      if (err instanceof ApiError && (err.field === 'current_password' || err.field === 'new_password'))
        setErrors({ [err.field]: err.message });
      else toast.error(err instanceof ApiError ? err.message : t('errors.unexpected'));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('profile.currentPassword')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password}
      />
      <TextField
        label={t('profile.newPassword')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        error={errors.new_password}
        hint={t('strength.hint')}
      />
      <button type="submit" className="btn btn-secondary" disabled={change.isPending}>
        {t('profile.changePassword')}
      </button>
    </form>
  );
}
