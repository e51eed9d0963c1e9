import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DELIVERY_ZONES, PROVINCES } from '@shop/contract/constants';
import {
  deliveryAddressWriteSchema,
  type DeliveryAddress,
  type DeliveryAddressForm,
  type DeliveryAddressWrite,
} from '@shop/contract/delivery-addresses';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { useLabels } from '@/lib/use-labels';

const blank: DeliveryAddressForm = {
  label: '',
  address1: '',
  address2: '',
  city: '',
  province: 'QC',
  postalCode: '',
  delivery_zone: null,
  window_from: '',
  window_to: '',
  driver_notes: '',
};

const valuesOf = (a: DeliveryAddress): DeliveryAddressForm => ({
  label: a.label ?? '',
  address1: a.address1,
  address2: a.address2 ?? '',
  city: a.city,
  province: a.province as DeliveryAddressForm['province'],
  postalCode: a.postalCode,
  delivery_zone: a.delivery_zone,
  window_from: a.window_from ?? '',
  window_to: a.window_to ?? '',
  driver_notes: a.driver_notes ?? '',
});

/** Adds or changes one delivery address: label, address, zone, window and the driver's notes. */
export function AddressForm({
  address,
  onSave,
  onCancel,
}: {
  address: DeliveryAddress | null;
  onSave: (values: DeliveryAddressWrite) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryAddressForm, unknown, DeliveryAddressWrite>({
    resolver: zodResolver(deliveryAddressWriteSchema),
    defaultValues: address ? valuesOf(address) : blank,
  });
  const name = (field: FieldPath<DeliveryAddressForm>) => t(`deliveryAddresses.fields.${field}`);
  const field = (field: FieldPath<DeliveryAddressForm>, type?: string) => ({
    label: name(field),
    error: message(errors[field as keyof typeof errors]?.message, name(field)),
    ...(type ? { type } : {}),
    ...register(field, field === 'delivery_zone' ? { setValueAs: (v: string) => (v ? v : null) } : {}),
  });
  return (
    <form
      onSubmit={handleSubmit(async (values) => void (await onSave(values)))}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={address ? t('deliveryAddresses.editTitle') : t('deliveryAddresses.addTitle')}
    >
      <TextField {...field('label')} required hint={t('deliveryAddresses.labelHint')} />
      <TextField {...field('address1')} required autoComplete="address-line1" />
      <TextField {...field('address2')} autoComplete="address-line2" />
      <TextField {...field('city')} required autoComplete="address-level2" />
      <SelectField {...field('province')} options={PROVINCES.map((v) => ({ value: v, label: t(`provinces.${v}`) }))} />
      <TextField {...field('postalCode')} required autoComplete="postal-code" />
      <SelectField
        {...field('delivery_zone')}
        placeholder={t('deliveryAddresses.noZone')}
        options={DELIVERY_ZONES.map((v) => ({ value: v, label: label('zone', v) }))}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField {...field('window_from', 'time')} />
        <TextField {...field('window_to', 'time')} />
      </div>
      <TextField {...field('driver_notes')} multiline rows={2} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('deliveryAddresses.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
