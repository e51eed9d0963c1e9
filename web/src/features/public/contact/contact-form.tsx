import { useState } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import type { ContactRequest } from '@shop/contract/contact';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { useSiteInfo } from '@/api/site';
import { lazySchema } from '@/lib/lazy-schema';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useSendContactMessage } from './api/send-contact-message';

const contactSchema = lazySchema(async () => (await import('@shop/contract/contact')).contactRequestSchema);

/** The message form (SPEC §2, §5, §8): nothing typed is lost when sending fails. */
export function ContactForm() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const captchaMode = useSiteInfo().data?.captcha.mode;
  const send = useSendContactMessage();
  const [formKey, setFormKey] = useState(0);
  const { errors, formProps, setError, setValue, reset } = useSchemaForm({ schema: contactSchema });

  const onValid = async (values: ContactRequest) => {
    if (captchaMode !== undefined && captchaMode !== 'off' && !values.captcha) {
      setError('captcha', 'contactCaptcha');
      return;
    }
    try {
      await send.mutateAsync(values);
      toast.success(t('contact.success'));
      reset();
      // A solved challenge works once: a fresh widget for the next message.
      setFormKey((k) => k + 1);
    } catch {
      toast.error(t('contact.failure'));
    }
  };

  // 'Please fill in all the fields.' once for the form, rather than under each empty field.
  const firstError = errors.name ?? errors.email ?? errors.message;
  return (
    <form
      {...formProps(onValid)}
      className="space-y-4"
      aria-describedby={firstError ? 'contact-form-error' : undefined}
    >
      <TextField label={t('contact.name')} autoComplete="name" required name="name" error={message(errors.name)} />
      <TextField
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        required
        name="email"
        error={message(errors.email)}
      />
      <TextField
        label={t('contact.message')}
        multiline
        rows={6}
        required
        name="message"
        error={message(errors.message)}
      />
      <CaptchaField key={formKey} onChange={(token) => setValue('captcha', token)} error={message(errors.captcha)} />
      {firstError && (
        <p id="contact-form-error" role="alert" className="sr-only">
          {message(firstError)}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
