// A stored sell request in words (grades, lines, handover, battery lots) for the staff card, the
// status page, the mails and the documents.
import 'server-only';
import { batteryChemistries, conditionGrades } from '@/content/sell-list';
import type { Fact } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { formatDate, formatNumber } from '@/lib/format';
import type { BatteryChemistryId, ConditionGradeId } from '@/lib/sell-request-rules';
import type { SellRequestLinesTable, SellRequestsTable } from '../db/sell-requests-schema';

/** The grades and chemistries named in the content module and stored in the table are the rules' sets. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const gradesAgree: [
  Same<ConditionGradeId, (typeof conditionGrades)[number]['id']>,
  Same<BatteryChemistryId, (typeof batteryChemistries)[number]['id']>,
  Same<ConditionGradeId, SellRequestLinesTable['grade']>,
] = [true, true, true];

export type StoredLine = Pick<
  SellRequestLinesTable,
  | 'id'
  | 'position'
  | 'item_id'
  | 'name'
  | 'quantity'
  | 'grade'
  | 'notes'
  | 'battery_chemistry'
  | 'battery_installed'
  | 'battery_damaged'
  | 'battery_weight_kg'
  | 'battery_packaging'
  | 'list_price'
>;
export type StoredSellRequest = Omit<SellRequestsTable, 'status_token_hash'>;

export function gradeLabel(grade: string, locale: Locale): string {
  return conditionGrades.find((entry) => entry.id === grade)?.label[locale] ?? grade;
}

/** What every staff view of a line starts with: which line, what, how many, in what condition. */
export function lineBasics(
  line: Pick<StoredLine, 'id' | 'position' | 'name' | 'item_id' | 'quantity' | 'grade'>,
  locale: Locale,
) {
  return {
    id: line.id,
    position: line.position,
    name: line.name,
    articleNumber: line.item_id,
    quantity: line.quantity,
    gradeLabel: gradeLabel(line.grade, locale),
  };
}

function chemistryLabel(chemistry: string, locale: Locale): string {
  return batteryChemistries.find((entry) => entry.id === chemistry)?.label[locale] ?? chemistry;
}

/** How the goods come to us, as label/value pairs (pickup: address, window, conditions, contact). */
export function handoverFacts(request: StoredSellRequest, locale: Locale): Fact[] {
  const t = translator(locale, 'SellRequestFacts');
  const yesNo = (value: number | null) => (value ? t('yes') : t('no'));
  if (request.handover_kind === 'shipping') return [{ label: t('handover'), value: t('shipping') }];
  const window =
    request.pickup_date_from && request.pickup_date_to
      ? t('window', {
          from: formatDate(request.pickup_date_from, locale),
          to: formatDate(request.pickup_date_to, locale),
        })
      : '';
  return [
    { label: t('handover'), value: t('pickup') },
    {
      label: t('address'),
      value: `${request.pickup_street ?? ''}, ${request.pickup_postal_code ?? ''} ${request.pickup_city ?? ''}`,
    },
    { label: t('pickupWindow'), value: window },
    { label: t('floor'), value: request.pickup_floor ?? '' },
    { label: t('loadingDock'), value: yesNo(request.pickup_loading_dock) },
    { label: t('forklift'), value: yesNo(request.pickup_forklift) },
    { label: t('lift'), value: yesNo(request.pickup_lift) },
    { label: t('contact'), value: `${request.pickup_contact_name ?? ''}, ${request.pickup_contact_phone ?? ''}` },
  ];
}

/**
 * The dangerous-goods facts of every battery lot (one line = one lot), as the visitor stated them:
 * chemistry, installed or loose, damaged, weight, packaging. Facts only: the classification (UN
 * number, packing instruction, transport category) stays with staff.
 */
export function batteryLots(lines: readonly StoredLine[], locale: Locale): { title: string; facts: string }[] {
  const t = translator(locale, 'SellRequestFacts');
  return lines
    .filter((line) => line.battery_chemistry !== null)
    .map((line) => ({
      title: t('lot', { position: line.position + 1, name: line.name, quantity: line.quantity }),
      facts: [
        chemistryLabel(line.battery_chemistry!, locale),
        line.battery_installed ? t('installed') : t('loose'),
        line.battery_damaged ? t('damaged') : t('undamaged'),
        t('weight', { weight: formatNumber(line.battery_weight_kg ?? 0, locale) }),
        line.battery_packaging ? t('packaging') : t('noPackaging'),
      ].join(' · '),
    }));
}

/** The total stated battery weight per chemistry, e.g. "Lithium-Ionen: 120 kg". */
export function batteryTotals(lines: readonly StoredLine[], locale: Locale): string[] {
  const t = translator(locale, 'SellRequestFacts');
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.battery_chemistry === null) continue;
    totals.set(line.battery_chemistry, (totals.get(line.battery_chemistry) ?? 0) + (line.battery_weight_kg ?? 0));
  }
  return [...totals].map(([chemistry, kg]) =>
    t('total', { chemistry: chemistryLabel(chemistry, locale), weight: formatNumber(kg, locale) }),
  );
}
