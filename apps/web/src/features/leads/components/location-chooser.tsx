import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SELECT_URLS, selectKey } from '../api/select-lists';
import { LocationDialog } from './location-dialog';
import { SelectWithAdd } from './select-with-add';

export interface LocationChooserProps {
  label?: string;
  value: number | null;
  onChange: (locationId: number | null) => void;
  error?: string;
  isRequired?: boolean;
}

/** The saved locations, with "Add new location"; a new location is picked by its id once the list reloads. */
export function LocationChooser({ label = 'Location', value, onChange, error, isRequired }: LocationChooserProps) {
  const [isAdding, setIsAdding] = useState(false);
  const queryClient = useQueryClient();

  const pickSaved = async (locationId: number) => {
    await queryClient.refetchQueries({ queryKey: selectKey(SELECT_URLS.location) });
    onChange(locationId);
  };

  return (
    <>
      <SelectWithAdd
        label={label}
        placeholder="Choose a location"
        apiUrl={SELECT_URLS.location}
        clearable={!isRequired}
        required={isRequired}
        value={value}
        onChange={(next) => onChange(next === null ? null : Number(next))}
        error={error}
        addLabel="Add new location"
        onAdd={() => setIsAdding(true)}
      />
      <LocationDialog opened={isAdding} onClose={() => setIsAdding(false)} onSaved={(location) => void pickSaved(location.id)} />
    </>
  );
}
