import { Button } from '@/components/ui/button';
import { formatEuro } from '@/lib/format';
import type { PriceChange } from './sell-list-store';
import { fill } from '@/lib/fill';
import type { SellListPageProps } from './texts';

/**
 * Prices that changed since the visitor added the items (a newer price list was published): which
 * ones, old → new; the total already uses the new ones. "Understood" stores the new prices.
 */
export function PriceChangeNotice({
  changes,
  props,
  onAcknowledge,
}: {
  changes: readonly PriceChange[];
  props: SellListPageProps;
  onAcknowledge: () => void;
}) {
  const { texts, locale } = props;
  const euro = (value: number | null) => (value === null ? texts.priceChangeOnRequest : formatEuro(value, locale));
  return (
    <section
      role="status"
      aria-labelledby="sell-list-price-change"
      data-testid="sell-list-price-change"
      className="mb-4 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <h2 id="sell-list-price-change" className="font-semibold">
        {texts.priceChangeHeading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {changes.map(({ line, from, to }) => (
          <li key={line.id}>{fill(texts.priceChangeLine, { name: line.name, from: euro(from), to: euro(to) })}</li>
        ))}
      </ul>
      <p className="mt-2 text-slate-700">{texts.priceChangeNote}</p>
      <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={onAcknowledge}>
        {texts.priceChangeAcknowledge}
      </Button>
    </section>
  );
}
