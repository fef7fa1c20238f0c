/** A kind of pivot column one can add, with its values as canonical references (`fish:1022`). */
export interface PivotChoiceGroup {
  kind: string;
  label: string;
  values: { code: string; label: string; count: number }[];
}
