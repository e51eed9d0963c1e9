import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from './auth.js';
import { LEDGER_REASONS, PRODUCT_CATEGORIES, PRODUCT_UNITS } from './catalog.js';
import { DELIVERY_ZONES, LANGUAGES } from './constants.js';
import { INVOICE_TYPES } from './customers.js';
import { bilingual, DOCUMENT_KINDS, label, labelOrCode, labels, unitSize, type LabelList } from './labels.js';
import { DELIVERY_METHODS, ORDER_SOURCES, ORDER_STATUSES, ORDER_TYPES } from './orders.js';
import { PAYMENT_CHANNELS, PAYMENT_METHODS } from './payments.js';
import { STATEMENT_ENTRY_KINDS } from './statements.js';
import { LINE_REASONS } from './claims.js';
import { RECEIVABLE_BUCKETS, STOCK_AGE_BUCKETS } from './dashboard.js';

/** Each list of labels with the contract's codes it names. */
const codes: Record<LabelList, readonly string[]> = {
  category: PRODUCT_CATEGORIES,
  claimReason: LINE_REASONS,
  stockAge: STOCK_AGE_BUCKETS,
  receivableBucket: RECEIVABLE_BUCKETS,
  zone: DELIVERY_ZONES,
  deliveryMethod: DELIVERY_METHODS,
  orderStatus: ORDER_STATUSES,
  orderType: ORDER_TYPES,
  orderSource: ORDER_SOURCES,
  unit: PRODUCT_UNITS,
  unitSize: PRODUCT_UNITS,
  stockReason: LEDGER_REASONS,
  paymentMethod: PAYMENT_METHODS,
  paymentChannel: PAYMENT_CHANNELS,
  document: DOCUMENT_KINDS,
  statementEntry: STATEMENT_ENTRY_KINDS,
  invoiceType: INVOICE_TYPES,
  accountStatus: ACCOUNT_STATUSES,
};

describe('labels', () => {
  it.each(Object.entries(codes))('%s: every code has a label in both languages, and nothing more', (list, values) => {
    for (const language of LANGUAGES) {
      const names = labels[list as LabelList][language] as Record<string, string>;
      expect(Object.keys(names).sort()).toEqual([...values].sort());
      for (const value of values) expect(names[value]?.trim(), `${list}.${language}.${value}`).toBeTruthy();
    }
  });

  it('reads a code in a language, and a string code falls back to itself', () => {
    expect(label('orderStatus', 'pending', 'fr')).toBe('En attente');
    expect(label('zone', 'montreal-laval', 'en')).toBe('Greater Montreal and Laval');
    expect(labelOrCode('unit', 'bunch', 'fr')).toBe('Botte');
    expect(labelOrCode('unit', 'crate', 'fr')).toBe('crate');
    expect(labelOrCode('zone', null, 'en')).toBe('');
  });

  it('writes both readings, French first, once when they are the same', () => {
    expect(bilingual('zone', 'montreal-laval')).toBe('Grand Montréal et Laval / Greater Montreal and Laval');
    expect(bilingual('zone', 'ville-saint-laurent')).toBe('Ville Saint-Laurent');
    expect(bilingual('document', 'invoice')).toBe('Facture / Invoice');
  });

  it('names a unit with its stems', () => {
    expect(unitSize('bunch', 25, 'en')).toBe('bunch of 25');
    expect(unitSize('box', 6, 'fr')).toBe('boîte de 6');
    expect(unitSize('stem', 1, 'fr')).toBe('tige');
  });
});
