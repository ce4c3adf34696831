export interface ChosenItem {
  id: number;
  name: string;
  sku: string;
  uom: { key: string; label: string; abb: string };
  estimatedBuyingPrice: { raw: string };
}

export interface ItemChooserProps {
  label?: string;
  value: ChosenItem | null;
  onChange: (item: ChosenItem | null) => void;
  required?: boolean;
  error?: string;
  disabled?: boolean;
}

/**
 * Item chooser (spec part 2: label "name (sku)", items with variations open Choose Variation).
 * Interface fixed; the body is being built (issue 4).
 */
export function ItemChooser(_props: ItemChooserProps) {
  return null;
}
