import type { LandingTotals } from '@/components/detail/boat-landings-data';
import { FactList } from '@/components/ui/fact-list';
import { AverageOfKnown, PricePerKgFigure } from '@/components/ui/value-figure';
import { formatDate, formatNumber, formatPrice, formatWeight } from '@/lib/format';

/**
 * The boat page's summary of a period's landings beyond its key figures (components/detail/key-figures.tsx):
 * averages, the largest landing and the landing days, with what the values cover.
 */
export function BoatLandingFacts({ totals, label }: { totals: LandingTotals; label: string }) {
  return (
    <FactList
      label={label}
      facts={[
        { label: 'Snitt per landing', value: formatWeight(totals.averageWeight), name: 'snitt-vekt' },
        {
          label: 'Snittverdi per landing',
          value: <AverageOfKnown total={totals.valueTotal} figure={formatPrice(totals.averageValue)} />,
          name: 'snitt-verdi',
        },
        {
          label: 'Snittpris',
          value: (
            <AverageOfKnown
              total={totals.valueTotal}
              figure={<PricePerKgFigure total={totals.valueTotal} />}
            />
          ),
          name: 'kilopris',
        },
        {
          label: 'Største landing',
          value: totals.largest
            ? `${formatWeight(totals.largest.weight)} (${formatDate(totals.largest.date)})`
            : null,
        },
        { label: 'Landingsdager', value: formatNumber(totals.landingDays) },
      ]}
    />
  );
}
