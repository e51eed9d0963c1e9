import { CURRENCIES, exchangeRateSchema } from './purchasing.js';
import { z } from './zod.js';

/**
 * Landed cost (issue 37 item 5; API.md "Buying"; docs/decisions/062-landed-cost.md): a purchase
 * order's shipment charges in CAD, its exchange rate of the day, and what each received line
 * landed at per unit, for the owner and the office.
 */

export const PURCHASE_CHARGE_KINDS = ['freight', 'duties', 'handling', 'brokerage'] as const;
export type PurchaseChargeKind = (typeof PURCHASE_CHARGE_KINDS)[number];
/** By full-box equivalents (stocked units ÷ units per box) or by value (stocked units × cost × rate). */
export const PURCHASE_CHARGE_SPREADS = ['boxes', 'value'] as const;
export type PurchaseChargeSpread = (typeof PURCHASE_CHARGE_SPREADS)[number];

export const CHARGE_LIMITS = { amountMax: 100_000_000, referenceMax: 60 };

/** POST /api/purchase-orders/{id}/charges and PUT …/charges/{chargeId}: an amount in CAD cents, > 0. */
export const purchaseChargeWriteSchema = z.object({
  kind: z.enum(PURCHASE_CHARGE_KINDS),
  amount_cents: z.number().int().min(1).max(CHARGE_LIMITS.amountMax),
  spread: z.enum(PURCHASE_CHARGE_SPREADS),
  /** The supplier's or carrier's invoice number. */
  reference: z
    .string()
    .trim()
    .max(CHARGE_LIMITS.referenceMax)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type PurchaseChargeWrite = z.infer<typeof purchaseChargeWriteSchema>;
export type PurchaseChargeInput = z.input<typeof purchaseChargeWriteSchema>;

/** PUT /api/purchase-orders/{id}/exchange-rate: CAD per unit of the order's currency, > 0, six decimals at most; a CAD order's is 1. */
export const exchangeRateWriteSchema = z.object({ exchange_rate: exchangeRateSchema });
export type ExchangeRateWrite = z.infer<typeof exchangeRateWriteSchema>;

export const purchaseChargeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PURCHASE_CHARGE_KINDS),
  amount_cents: z.number().int(),
  spread: z.enum(PURCHASE_CHARGE_SPREADS),
  reference: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PurchaseCharge = z.infer<typeof purchaseChargeSchema>;

/** One receipt of a line: its landed cost per unit in CAD cents (to a ten-thousandth of a cent). */
export const landedReceiptSchema = z.object({
  receipt_id: z.number().int(),
  line_id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  received_at: z.string(),
  /** Units that entered stock (damaged ones excluded). */
  stocked_units: z.number().int(),
  /** Full-box equivalents: stocked units ÷ the line's units per box. */
  box_equivalents: z.number(),
  /** Per unit, in the order's currency. */
  unit_cost_cents: z.number().int(),
  /** Cost × rate, per unit in CAD; null while a foreign order has no rate. */
  unit_cost_cad_cents: z.number().nullable(),
  /** Cost × rate + the receipt's share of the charges ÷ its stocked units; null without a rate. */
  landed_unit_cost_cents: z.number().nullable(),
});
export type LandedReceipt = z.infer<typeof landedReceiptSchema>;

/** GET /api/purchase-orders/{id}/charges, and every change's reply. */
export const landedCostSchema = z.object({
  purchase_order_id: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** CAD per unit of the order's currency: 1 for a CAD order, null until typed. */
  exchange_rate: z.number().nullable(),
  charges: z.array(purchaseChargeSchema),
  charges_cents: z.number().int(),
  receipts: z.array(landedReceiptSchema),
});
export type LandedCost = z.infer<typeof landedCostSchema>;

/** A change's reply: the landed cost again, and the sales (orders) whose cost it changed, empty when none. */
export const landedCostChangeSchema = z.object({
  landed_cost: landedCostSchema,
  changed_order_ids: z.array(z.number().int()),
});
export type LandedCostChange = z.infer<typeof landedCostChangeSchema>;
