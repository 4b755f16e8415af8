import { NEGOTIABLE, type PriceRow } from '@/content/catalogue/rows';
import type { OwnedRow } from '@/content/catalogue/document';

/** A row's "bis zu" price: whole euros, null for "auf Anfrage", or the service amount. */
export function rowPrice(row: OwnedRow | PriceRow | undefined): number | null {
  if (!row) return null;
  const value = row.price ?? row.amount;
  if (value === undefined || value === null || value === NEGOTIABLE) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function rowNewPrice(row: OwnedRow | PriceRow | undefined): number | null {
  if (!row || row.newPrice === undefined || row.newPrice === null || row.newPrice === '') return null;
  const number = Number(row.newPrice);
  return Number.isFinite(number) ? number : null;
}

/** What staff call the item: "NVIDIA GeForce RTX 4090", a service's German name. */
export function rowName(row: OwnedRow | PriceRow): string {
  const model = String(row.model ?? row.serviceDe ?? '');
  const brand = String(row.brand ?? '');
  return brand && !model.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${model}` : model;
}
