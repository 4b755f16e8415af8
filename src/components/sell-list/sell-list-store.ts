import { defaultConditionGrade } from '@/content/sell-list';
import {
  batteryChemistryIds,
  conditionGradeIds,
  type BatteryChemistryId,
  type ConditionGradeId,
} from '@/lib/sell-request-rules';
import { randomUuid } from '@/lib/uuid';
import { SELL_LIST_EVENT, SELL_LIST_KEY, SELL_LIST_VERSION } from './keys';

/**
 * The visitor's sell list: `{ version: 1, lines: [...] }` in localStorage under `sell-list`.
 * Everything read back is checked line by line, so corrupt, foreign or outdated data never
 * breaks a page: what cannot be understood is dropped, an unknown version starts an empty list.
 */
export type BatteryDetails = {
  chemistry: BatteryChemistryId | '';
  /** Built into a device (true) or loose cells/packs (false). */
  installed: boolean;
  damaged: boolean;
  /** Approximate weight in kg as typed ("12,5"); converted on submit. */
  weightKg: string;
  /** Suitable packaging for the transport is there on site. */
  packaging: boolean;
};

export type SellListLine = {
  id: string;
  /** Article number of a catalogue item; absent on free-text lines. */
  itemId?: string;
  name: string;
  quantity: number;
  grade: ConditionGradeId;
  notes: string;
  /** A free-text line the visitor marked as a battery (catalogue lines know it from the catalogue). */
  isBattery?: boolean;
  battery?: BatteryDetails;
  /**
   * A catalogue line's "bis zu" price when it was added (null: on request), so the list can say
   * which prices changed since; absent on free-text lines and lines stored before it existed.
   */
  addedPrice?: number | null;
};

export type SellList = { version: typeof SELL_LIST_VERSION; lines: SellListLine[] };

export const SELL_LIST_LIMITS = {
  lines: 200,
  nameMax: 200,
  notesMax: 1000,
  quantityMax: 100_000,
} as const;

const ARTICLE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

export const emptySellList = (): SellList => ({ version: SELL_LIST_VERSION, lines: [] });

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function quantityOf(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(number) || number < 1) return 1;
  return Math.min(Math.floor(number), SELL_LIST_LIMITS.quantityMax);
}

function batteryOf(value: unknown): BatteryDetails | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  return {
    chemistry: (batteryChemistryIds as readonly unknown[]).includes(raw.chemistry)
      ? (raw.chemistry as BatteryChemistryId)
      : '',
    installed: raw.installed === true,
    damaged: raw.damaged === true,
    weightKg: text(typeof raw.weightKg === 'number' ? String(raw.weightKg) : raw.weightKg, 12),
    packaging: raw.packaging === true,
  };
}

/** A stored price: whole or decimal euros, null for "on request"; anything else is no price. */
function priceOf(value: unknown): number | null | undefined {
  if (value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e9 ? value : undefined;
}

/** One stored line, or null when it cannot be understood. */
function lineOf(value: unknown, seen: Set<string>): SellListLine | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const name = text(raw.name, SELL_LIST_LIMITS.nameMax).trim();
  if (!name) return null;
  let id = typeof raw.id === 'string' && raw.id.length <= 64 && raw.id ? raw.id : randomUuid();
  if (seen.has(id)) id = randomUuid();
  seen.add(id);
  const line: SellListLine = {
    id,
    name,
    quantity: quantityOf(raw.quantity),
    grade: (conditionGradeIds as readonly unknown[]).includes(raw.grade)
      ? (raw.grade as ConditionGradeId)
      : defaultConditionGrade,
    notes: text(raw.notes, SELL_LIST_LIMITS.notesMax),
  };
  if (typeof raw.itemId === 'string' && ARTICLE_NUMBER.test(raw.itemId)) line.itemId = raw.itemId;
  const addedPrice = priceOf(raw.addedPrice);
  if (line.itemId && addedPrice !== undefined) line.addedPrice = addedPrice;
  if (raw.isBattery === true && !line.itemId) line.isBattery = true;
  const battery = batteryOf(raw.battery);
  if (battery) line.battery = battery;
  return line;
}

/** The list from its stored text: anything unreadable gives an empty list, never an exception. */
function parseSellList(stored: string | null | undefined): SellList {
  if (!stored) return emptySellList();
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return emptySellList();
  }
  if (!data || typeof data !== 'object') return emptySellList();
  const { version, lines } = data as { version?: unknown; lines?: unknown };
  if (version !== SELL_LIST_VERSION || !Array.isArray(lines)) return emptySellList();
  const seen = new Set<string>();
  return {
    version: SELL_LIST_VERSION,
    lines: lines
      .slice(0, SELL_LIST_LIMITS.lines)
      .map((line) => lineOf(line, seen))
      .filter((line): line is SellListLine => line !== null),
  };
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings)
  }
}

export function loadSellList(storage: Storage | null = defaultStorage()): SellList {
  try {
    return parseSellList(storage?.getItem(SELL_LIST_KEY));
  } catch {
    return emptySellList();
  }
}

/** Stores the list and tells the header and other views; false when the browser refuses. */
export function saveSellList(list: SellList, storage: Storage | null = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    if (list.lines.length === 0) storage.removeItem(SELL_LIST_KEY);
    else storage.setItem(SELL_LIST_KEY, JSON.stringify(list));
  } catch {
    return false; // quota or disabled storage
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SELL_LIST_EVENT));
  return true;
}

/** A catalogue item onto the list: a new line, or one more of the same item. */
function addCatalogueItem(
  list: SellList,
  item: { itemId: string; name: string; price?: number | null },
): { list: SellList; line: SellListLine; added: boolean } {
  const existing = list.lines.find((line) => line.itemId === item.itemId);
  if (existing) {
    const line = { ...existing, quantity: Math.min(existing.quantity + 1, SELL_LIST_LIMITS.quantityMax) };
    return { list: replaceLine(list, line), line, added: false };
  }
  const line: SellListLine = {
    id: randomUuid(),
    itemId: item.itemId,
    name: item.name.slice(0, SELL_LIST_LIMITS.nameMax),
    quantity: 1,
    grade: defaultConditionGrade,
    notes: '',
    ...(item.price !== undefined ? { addedPrice: item.price } : {}),
  };
  return { list: { ...list, lines: [...list.lines, line].slice(0, SELL_LIST_LIMITS.lines) }, line, added: true };
}

/** A line for something not in the catalogue (or an imported row), or null without a name. */
export function freeTextLine(name: string, { quantity = 1, isBattery = false } = {}): SellListLine | null {
  const trimmed = name.trim().slice(0, SELL_LIST_LIMITS.nameMax);
  if (!trimmed) return null;
  return {
    id: randomUuid(),
    name: trimmed,
    quantity: quantityOf(quantity),
    grade: defaultConditionGrade,
    notes: '',
    ...(isBattery ? { isBattery: true } : {}),
  };
}

export function appendLines(list: SellList, lines: SellListLine[]): SellList {
  let next = list;
  for (const line of lines) {
    if (line.itemId) {
      const existing = next.lines.find((other) => other.itemId === line.itemId);
      if (existing) {
        next = replaceLine(next, {
          ...existing,
          quantity: Math.min(existing.quantity + line.quantity, SELL_LIST_LIMITS.quantityMax),
        });
        continue;
      }
    }
    next = { ...next, lines: [...next.lines, line] };
  }
  return { ...next, lines: next.lines.slice(0, SELL_LIST_LIMITS.lines) };
}

export function replaceLine(list: SellList, line: SellListLine): SellList {
  return { ...list, lines: list.lines.map((other) => (other.id === line.id ? line : other)) };
}

export function removeLine(list: SellList, id: string): SellList {
  return { ...list, lines: list.lines.filter((line) => line.id !== id) };
}

/** The add controller's one call: read, add, store. Null when the browser keeps no storage. */
export function addToStoredList(
  item: { itemId: string; name: string; price?: number | null },
  storage: Storage | null = defaultStorage(),
): { line: SellListLine; added: boolean; count: number } | null {
  const result = addCatalogueItem(loadSellList(storage), item);
  if (!saveSellList(result.list, storage)) return null;
  return { line: result.line, added: result.added, count: result.list.lines.length };
}

/** What the page knows of each catalogue item: its "bis zu" price (null = on request). */
type PriceLookup = (itemId: string) => { price: number | null } | undefined;

export type SellListTotal = {
  /** Sum of "bis zu" price × quantity over the lines with a list price: an upper bound. */
  upTo: number;
  counted: number;
  onRequest: number;
  /** Free-text lines and items no longer in the catalogue. */
  freeText: number;
};

export function sellListTotal(lines: readonly SellListLine[], lookup: PriceLookup): SellListTotal {
  const total: SellListTotal = { upTo: 0, counted: 0, onRequest: 0, freeText: 0 };
  for (const line of lines) {
    const item = line.itemId ? lookup(line.itemId) : undefined;
    if (!item) total.freeText++;
    else if (item.price === null) total.onRequest++;
    else {
      total.upTo += item.price * line.quantity;
      total.counted++;
    }
  }
  return total;
}

export type PriceChange = { line: SellListLine; from: number | null; to: number | null };

/**
 * The catalogue lines whose price changed since they were added (a new price list was published
 * meanwhile): the total uses the current prices, the page says which ones moved.
 */
export function priceChanges(lines: readonly SellListLine[], lookup: PriceLookup): PriceChange[] {
  return lines.flatMap((line) => {
    const item = line.itemId && line.addedPrice !== undefined ? lookup(line.itemId) : undefined;
    return item && item.price !== line.addedPrice ? [{ line, from: line.addedPrice ?? null, to: item.price }] : [];
  });
}

/** The changed lines with their current prices, so the notice is not shown again. */
export function acknowledgePrices(list: SellList, lookup: PriceLookup): SellList {
  return {
    ...list,
    lines: list.lines.map((line) => {
      const item = line.itemId && line.addedPrice !== undefined ? lookup(line.itemId) : undefined;
      return item && item.price !== line.addedPrice ? { ...line, addedPrice: item.price } : line;
    }),
  };
}
