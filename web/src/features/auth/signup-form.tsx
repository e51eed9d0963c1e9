import toast from '@/lib/toast';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SignupForm as SignupValues, SignupRequest } from '@shop/contract/registration';
import { BUSINESS_TYPES, LANGUAGES, PROVINCES } from '@shop/contract/constants';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { LangLink } from '@/components/lang-link';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { paths, withLang } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { lazySchema } from '@/lib/lazy-schema';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { useSiteInfo } from '@/api/site';
import { useSignup } from './api/signup';
import { PasswordStrengthMeter } from './components/password-strength-meter';
import { isStrongEnough } from './password-score';

type Field = keyof SignupValues & string;

const signupSchema = lazySchema(async () => (await import('@shop/contract/registration')).signupRequestSchema);

/** Sign-up (SPEC §3, §5): every registration field, validated by the server's own schema. */
export function SignupForm() {
  const { t } = useTranslation();
  // The link to the terms sits where each language's sentence puts {{terms}}: the sentence is
  // cut there rather than drawn by react-i18next's Trans, whose parser is 4 KB of a 160 KB page.
  const termsSentence = t('signup.terms', { terms: '\u0000' }).split('\u0000');
  const language = useLanguage();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const signup = useSignup();
  const captchaMode = useSiteInfo().data?.captcha.mode;
  const { errors, watched, formProps, setError, setValue } = useSchemaForm({
    schema: signupSchema,
    // What the strength meter weighs, as it is typed.
    watch: ['password', 'emailAddress', 'businessName', 'businessOwnerName'],
  });
  const defaults: Partial<Record<Field, string>> = { language, province: 'QC' };

  const field = (name: Field, options: { required?: boolean; type?: string; autoComplete?: string } = {}) => ({
    name,
    label: t(`fields.${name}`),
    error: message(errors[name], t(`fields.${name}`)),
    required: options.required ?? false,
    ...(options.type ? { type: options.type } : {}),
    ...(options.autoComplete ? { autoComplete: options.autoComplete } : {}),
    ...(defaults[name] ? { defaultValue: defaults[name] } : {}),
  });

  const onValid = async (values: SignupRequest) => {
    if (
      !(await isStrongEnough(language, values.password, [
        values.emailAddress,
        values.businessName,
        values.businessOwnerName,
      ]))
    ) {
      setError('password', 'passwordWeak', { shouldFocus: true });
      return;
    }
    if (captchaMode !== undefined && captchaMode !== 'off' && !values.captcha) {
      setError('captcha', 'captchaRequired');
      return;
    }
    try {
      const { message: done } = await signup.mutateAsync(values);
      toast.success(done ?? t('signup.success'));
      await navigate(withLang(language, paths.success));
    } catch (err) {
      if (err instanceof ApiError && err.field && err.field in values) {
        setError(err.field as Field, err.message, { shouldFocus: true });
      }
      toast.error(err instanceof ApiError ? err.message : t('signup.failed'));
    }
  };

  const fieldset = 'grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100 sm:grid-cols-2 sm:p-6';
  const legend = 'px-1 font-serif text-xl text-leaf-900';

  return (
    <form {...formProps(onValid)} className="space-y-6">
      <fieldset className={fieldset}>
        <legend className={legend}>{t('signup.business')}</legend>
        <TextField {...field('businessName', { required: true, autoComplete: 'organization' })} />
        <TextField {...field('neqTaxNumber', { required: true })} />
        <SelectField
          {...field('businessType', { required: true })}
          placeholder={t('signup.choose')}
          options={BUSINESS_TYPES.map((v) => ({ value: v, label: t(`businessTypes.${v}`) }))}
        />
        <TextField {...field('businessWebsite', { type: 'url', autoComplete: 'url' })} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('signup.contact')}</legend>
        <TextField {...field('businessOwnerName', { required: true, autoComplete: 'name' })} />
        <TextField {...field('salesPersonName')} />
        <TextField {...field('phoneNumber', { required: true, type: 'tel', autoComplete: 'tel' })} />
        <TextField {...field('cellPhone', { type: 'tel' })} />
        <TextField {...field('otherPhone', { type: 'tel' })} />
        <TextField {...field('faxNumber', { type: 'tel' })} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('signup.address')}</legend>
        <TextField {...field('address1', { required: true, autoComplete: 'address-line1' })} />
        <TextField {...field('address2', { autoComplete: 'address-line2' })} />
        <TextField {...field('city', { required: true, autoComplete: 'address-level2' })} />
        <SelectField
          {...field('province', { required: true })}
          options={PROVINCES.map((v) => ({ value: v, label: t(`provinces.${v}`) }))}
        />
        <TextField {...field('postalCode', { required: true, autoComplete: 'postal-code' })} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('signup.account')}</legend>
        <TextField {...field('emailAddress', { required: true, type: 'email', autoComplete: 'email' })} />
        <SelectField
          {...field('language', { required: true })}
          options={LANGUAGES.map((v) => ({ value: v, label: t(`languages.${v}`) }))}
        />
        <div className="sm:col-span-2">
          <TextField
            {...field('password', { required: true, type: 'password', autoComplete: 'new-password' })}
            hint={t('strength.hint')}
          />
          <PasswordStrengthMeter
            password={watched.password ?? ''}
            userInputs={[watched.emailAddress ?? '', watched.businessName ?? '', watched.businessOwnerName ?? '']}
          />
        </div>
        <div className="sm:col-span-2">
          <CaptchaField onChange={(token) => setValue('captcha', token)} error={message(errors.captcha)} />
        </div>
      </fieldset>

      <p className="text-sm text-gray-700">
        {termsSentence[0]}
        <LangLink to={paths.terms} target="_blank" className="font-semibold text-leaf-800 underline">
          {t('signup.termsLink')}
        </LangLink>
        {termsSentence[1]}
      </p>
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={signup.isPending}>
        {signup.isPending ? t('signup.submitting') : t('signup.submit')}
      </button>
    </form>
  );
}
