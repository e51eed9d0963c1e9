import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickListRow } from '@shop/contract';
import { pickRowKey, type PickTick, type PickTicksQuery } from '@shop/contract/pick-ticks';
import { useLabels } from '@/lib/use-labels';
import { ApiError } from '@/lib/api-client';
import toast from '@/lib/toast';
import { useTickRow } from './api/pick-list';

/** The list's ticks by row (a product's pack), and ticking a row (for the quantity it shows) or unticking it. */
export interface Ticks {
  of: (row: PickListRow) => PickTick | undefined;
  /** Ticked for the quantity the row shows now: picked. */
  done: (row: PickListRow) => boolean;
  toggle: (row: PickListRow, ticked: boolean) => void;
  busy: (row: PickListRow) => boolean;
}

export function useTicks(list: PickTick[] | undefined, query: PickTicksQuery): Ticks {
  const { t } = useTranslation();
  const mutation = useTickRow(query);
  const byRow = useMemo(() => new Map((list ?? []).map((tick) => [pickRowKey(tick), tick])), [list]);
  const pendingKey = mutation.isPending ? pickRowKey(mutation.variables) : undefined;
  return {
    of: (row) => byRow.get(pickRowKey(row)),
    done: (row) => byRow.get(pickRowKey(row))?.quantity === row.quantity,
    busy: (row) => pickRowKey(row) === pendingKey,
    toggle: (row, ticked) =>
      mutation.mutate(
        {
          product_id: row.product_id,
          unit: row.unit,
          stems_per_unit: row.stems_per_unit,
          pack_units: row.pack_units,
          quantity: row.quantity,
          ticked,
        },
        { onError: (err) => toast.error(err instanceof ApiError ? err.message : t('pickList.errors.tick')) },
      ),
  };
}

/** A row of a pack other than the product's own unit (a box of a rose stocked in stems). */
export const inPack = (row: PickListRow) =>
  row.pack_units !== 1 || row.unit !== row.base_unit || row.stems_per_unit !== row.base_stems_per_unit;

/** The row's box, large enough for a gloved thumb in the cooler. */
export function TickCell({ row, ticks }: { row: PickListRow; ticks: Ticks }) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const name = inPack(row)
    ? t('pickList.tickPack', { name: row.name, count: row.quantity, unit: unitSize(row.unit, row.stems_per_unit) })
    : t('pickList.tick', { name: row.name, count: row.quantity });
  return (
    <label className="inline-flex h-11 w-11 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="h-6 w-6 accent-leaf-700"
        checked={ticks.done(row)}
        disabled={ticks.busy(row)}
        aria-label={name}
        onChange={(e) => ticks.toggle(row, e.target.checked)}
      />
    </label>
  );
}

/** Who ticked the row; or, when its quantity changed since, what was picked and what is left. */
export function TickNote({ row, ticks }: { row: PickListRow; ticks: Ticks }) {
  const { t } = useTranslation();
  const tick = ticks.of(row);
  if (!tick) return null;
  // A tick on its way to the server (who ticked it is not known yet) says nothing more.
  if (!tick.ticked_at) return null;
  const name = tick.ticked_by_name ?? '—';
  if (ticks.done(row)) return <span className="block text-xs">{t('pickList.tickedBy', { name })}</span>;
  return (
    <span className="block text-xs font-semibold text-petal-800">
      {t('pickList.tickedFor', { count: tick.quantity, name, now: row.quantity })}
    </span>
  );
}

/** How many of the list's rows are picked, said again as it changes (the other pickers' too). */
export function PickProgress({ rows, ticks }: { rows: PickListRow[]; ticks: Ticks }) {
  const { t } = useTranslation();
  const done = rows.filter((r) => ticks.done(r)).length;
  return (
    <p className="mt-1 text-sm font-semibold text-leaf-900" aria-live="polite" data-testid="pick-progress">
      {t('pickList.progress', { count: done, total: rows.length })}
    </p>
  );
}
