import { Switch } from '@mantine/core';
import { useInventorySettings, useSaveInventorySettings } from '../api/inventory-settings';

/** The company's "Allow negative stock" setting: when on, deductions may take stock below zero. */
export function NegativeStockToggle() {
  const settings = useInventorySettings();
  const save = useSaveInventorySettings();
  return (
    <Switch
      label="Allow negative stock"
      description="Deductions may take stock below zero"
      checked={settings.data?.allowNegativeStock ?? false}
      disabled={!settings.data || save.isPending}
      onChange={(event) => save.mutate({ allowNegativeStock: event.currentTarget.checked })}
    />
  );
}
