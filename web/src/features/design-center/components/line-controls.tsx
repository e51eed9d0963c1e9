import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignCenterRow, Designer } from '@shop/contract';
import { BACK_ORDER_TEXT_MAX } from '@shop/contract/design-center';
import type { LineChange } from '../api/update-line';

type Change = (change: LineChange) => void;

const names = (row: DesignCenterRow) => ({ product: row.product_name, number: row.order_number });

/**
 * A checkbox with a touch-sized target and its label for screen readers only (the column says
 * it). It shows the click at once, and follows the row whenever the row changes (the optimistic
 * update, the server's answer, or going back when the server refuses).
 */
function FlagBox(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const [shown, setShown] = useState(props.checked);
  const [row, setRow] = useState(props.checked);
  if (row !== props.checked) {
    setRow(props.checked);
    setShown(props.checked);
  }
  return (
    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-5 accent-leaf-800"
        checked={shown}
        onChange={(e) => {
          setShown(e.target.checked);
          props.onChange(e.target.checked);
        }}
      />
      <span className="sr-only">{props.label}</span>
    </label>
  );
}

export function CompleteBox({ row, onChange }: { row: DesignCenterRow; onChange: Change }) {
  const { t } = useTranslation();
  return (
    <FlagBox
      label={t('designCenter.row.complete', names(row))}
      checked={row.complete_order}
      onChange={(checked) => onChange({ kind: 'flags', row, body: { complete_order: checked } })}
    />
  );
}

/** The note of a back-ordered line, saved when it loses focus or on Enter. */
function BackOrderNote({ row, onChange }: { row: DesignCenterRow; onChange: Change }) {
  const { t } = useTranslation();
  const [text, setText] = useState(row.back_order_text);
  const save = () => {
    const note = text.trim();
    if (note !== row.back_order_text)
      onChange({ kind: 'flags', row, body: { back_order: true, back_order_text: note } });
  };
  return (
    <label className="block min-w-40 flex-1">
      <span className="sr-only">{t('designCenter.row.backOrderText', names(row))}</span>
      <input
        type="text"
        className="input py-1.5 text-sm"
        maxLength={BACK_ORDER_TEXT_MAX}
        placeholder={t('designCenter.row.backOrderPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          }
        }}
      />
    </label>
  );
}

/** Back-order: the checkbox, and once ticked the note of what is missing. */
export function BackOrderCell({ row, onChange }: { row: DesignCenterRow; onChange: Change }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1">
      <FlagBox
        label={t('designCenter.row.backOrder', names(row))}
        checked={row.back_order}
        onChange={(checked) =>
          onChange({
            kind: 'flags',
            row,
            body: checked ? { back_order: true, back_order_text: '' } : { back_order: false },
          })
        }
      />
      {row.back_order && <BackOrderNote key={row.back_order_text} row={row} onChange={onChange} />}
    </div>
  );
}

/** A designer picker: unassigned, the active designers, and the current one if no longer active. */
export function DesignerSelect(props: {
  label: string;
  value: string | null;
  designers: Designer[];
  onChange: (designer: string | null) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const { value, designers } = props;
  const missing = value !== null && !designers.some((d) => d.name === value);
  return (
    <label className={props.className ?? 'block'}>
      <span className="sr-only">{props.label}</span>
      <select
        className="input min-w-36 py-1.5 text-sm"
        value={value ?? ''}
        onChange={(e) => props.onChange(e.target.value || null)}
      >
        <option value="">{t('designCenter.row.unassigned')}</option>
        {missing && <option value={value}>{t('designCenter.row.inactive', { name: value })}</option>}
        {designers.map((d) => (
          <option key={d.id} value={d.name}>
            {d.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function LineDesigner(props: { row: DesignCenterRow; designers: Designer[]; onChange: Change }) {
  const { t } = useTranslation();
  const { row } = props;
  return (
    <DesignerSelect
      label={t('designCenter.row.designer', names(row))}
      value={row.designer}
      designers={props.designers}
      onChange={(designer) => props.onChange({ kind: 'designer', row, designer, updateAll: false })}
    />
  );
}
