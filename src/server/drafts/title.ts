import { inArray } from 'drizzle-orm';
import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { pick } from '../http/language.ts';
import type { DraftRow } from './store.ts';

// The to-do list names a draft by the visa it is for, in the reader's language. The flow's snapshot holds only
// the ids it chose (machines/application: visaType.visaTypeValue, product.visaProductValue), and the summary the
// app saves with it is written once, in one language: so the names are looked up when the list is read.

interface VisaChoiceIds { typeId: string | null; productId: string | null }

function choiceOf(row: DraftRow): VisaChoiceIds {
  const context = ((row.snapshot as { context?: unknown } | null)?.context ?? {}) as {
    visaType?: { visaTypeValue?: unknown } | null;
    product?: { visaProductValue?: unknown } | null;
  };
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return { typeId: text(context.visaType?.visaTypeValue), productId: text(context.product?.visaProductValue) };
}

/** Each draft's title: "visa type · product" by name where the ids are known, else the title the app saved. */
export async function draftTitles(db: Db, rows: DraftRow[], language: Language): Promise<Map<string, string>> {
  const choices = new Map(rows.map((row) => [row.id, choiceOf(row)]));
  const typeIds = [...new Set([...choices.values()].flatMap((choice) => (choice.typeId ? [choice.typeId] : [])))];
  const productIds = [...new Set([...choices.values()].flatMap((choice) => (choice.productId ? [choice.productId] : [])))];
  const [types, products] = await Promise.all([
    typeIds.length ? db.select({ id: t.visaTypes.id, name: t.visaTypes.name }).from(t.visaTypes).where(inArray(t.visaTypes.id, typeIds)) : [],
    productIds.length ? db.select({ id: t.visaProducts.id, name: t.visaProducts.name }).from(t.visaProducts).where(inArray(t.visaProducts.id, productIds)) : [],
  ]);
  const typeName = new Map(types.map((row) => [row.id, pick(row.name, language)]));
  const productName = new Map(products.map((row) => [row.id, pick(row.name, language)]));

  return new Map(rows.map((row) => {
    const choice = choices.get(row.id)!;
    const named = choice.typeId ? typeName.get(choice.typeId) : undefined;
    if (!named) return [row.id, row.summary.title];
    const product = choice.productId ? productName.get(choice.productId) : undefined;
    return [row.id, product ? `${named} · ${product}` : named];
  }));
}
