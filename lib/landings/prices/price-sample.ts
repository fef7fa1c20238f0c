/** The price widget's data, and the spec's sample price for when the store has none (no server code here). */

/** The price widget's default (spec section 9: "Hyse at 45 per kg"): species and the sample price. */
export const DEFAULT_PRICE_SAMPLE = { species: 'Hyse', speciesCode: '1027', pricePerKg: 45 } as const;

export interface PriceWidget {
  /** The month the prices are from (`yyyy-MM`); null for the spec's sample. */
  month: string | null;
  prices: { speciesCode: string; species: string; pricePerKg: number }[];
  /** True when the store holds no priced lines and the widget shows the spec's sample price. */
  isSample: boolean;
}

/** What the widget shows when the store holds no priced line: the spec's sample (Hyse, 45 kr per kg). */
export const SAMPLE_PRICE_WIDGET: PriceWidget = {
  month: null,
  isSample: true,
  prices: [
    {
      speciesCode: DEFAULT_PRICE_SAMPLE.speciesCode,
      species: DEFAULT_PRICE_SAMPLE.species,
      pricePerKg: DEFAULT_PRICE_SAMPLE.pricePerKg,
    },
  ],
};
