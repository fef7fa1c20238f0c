import type { BoatPeriodFigures } from '@/lib/landings/boats/boat-period';
import { FactList } from '@/components/ui/fact-list';
import { AverageOfKnown, PricePerKgFigure } from '@/components/ui/value-figure';
import { formatDate, formatNumber, formatPrice, formatWeight } from '@/lib/format';

/**
 * The boat page's summary of a period's landings beyond its key figures (components/detail/key-figures.tsx):
 * averages, the largest landing and the landing days, with what the values cover.
 */
export function BoatLandingFacts({ figures, label }: { figures: BoatPeriodFigures; label: string }) {
  return (
    <FactList
      label={label}
      facts={[
        { label: 'Snitt per landing', value: formatWeight(figures.averageWeight), name: 'snitt-vekt' },
        {
          label: 'Snittverdi per landing',
          value: <AverageOfKnown total={figures} figure={formatPrice(figures.averageValue)} />,
          name: 'snitt-verdi',
        },
        {
          label: 'Snittpris',
          value: <AverageOfKnown total={figures} figure={<PricePerKgFigure total={figures} />} />,
          name: 'kilopris',
        },
        {
          label: 'Største landing',
          value: figures.largest
            ? `${formatWeight(figures.largest.weight)} (${formatDate(figures.largest.date)})`
            : null,
        },
        { label: 'Landingsdager', value: formatNumber(figures.landingDays) },
      ]}
    />
  );
}
