import { Box, Group } from '@mantine/core';
import { SelectField, type SelectFieldProps } from '../../../components/select-field';
import { AddNewButton } from './add-new-button';

export interface SelectWithAddProps extends SelectFieldProps {
  addLabel: string;
  onAdd: () => void;
}

/** A searchable select with its add-new action beside it (spec part 1 section 2: Client, Deal Type). */
export function SelectWithAdd({ addLabel, onAdd, ...selectProps }: SelectWithAddProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Box style={{ flex: 1, minWidth: 0 }}>
        <SelectField isAutoSelect={false} {...selectProps} />
      </Box>
      {/* Lines the button up with the input under the label. */}
      <Box pt={25}>
        <AddNewButton label={addLabel} onClick={onAdd} />
      </Box>
    </Group>
  );
}
