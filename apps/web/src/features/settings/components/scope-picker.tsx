import { Accordion, Badge, Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { SCOPES, type ScopeDefinition } from '@haligi/shared';

export interface ScopePickerProps {
  value: string[];
  onChange: (scopeList: string[]) => void;
  isDisabled?: boolean;
}

/** The scope catalogue grouped by module, in catalogue order. */
export function groupScopesByModule<T extends ScopeDefinition>(scopes: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const scope of scopes) groups.set(scope.module, [...(groups.get(scope.module) ?? []), scope]);
  return [...groups.entries()];
}

const MODULES = groupScopesByModule(SCOPES);

/** Checkboxes per module with a select-all per module. */
export function ScopePicker({ value, onChange, isDisabled }: ScopePickerProps) {
  const chosen = new Set(value);
  const setMany = (keys: string[], isOn: boolean) => {
    const next = new Set(chosen);
    keys.forEach((key) => (isOn ? next.add(key) : next.delete(key)));
    onChange(SCOPES.map((s) => s.key).filter((key) => next.has(key)));
  };

  return (
    <Accordion multiple variant="contained" chevronPosition="left">
      {MODULES.map(([module, scopes]) => {
        const keys = scopes.map((s) => s.key);
        const count = keys.filter((key) => chosen.has(key)).length;
        return (
          <Accordion.Item key={module} value={module}>
            <Accordion.Control>
              {module}{' '}
              <Badge ml={6} size="sm" variant="filled" color={count ? 'indigo.8' : 'gray.2'} c={count ? 'white' : 'dark.8'}>
                {count}/{keys.length}
              </Badge>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Checkbox
                  label={`Select all ${module}`}
                  fw={600}
                  checked={count === keys.length}
                  indeterminate={count > 0 && count < keys.length}
                  disabled={isDisabled}
                  onChange={(event) => setMany(keys, event.currentTarget.checked)}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
                  {scopes.map((scope) => (
                    <Checkbox
                      key={scope.key}
                      label={scope.label}
                      checked={chosen.has(scope.key)}
                      disabled={isDisabled}
                      onChange={(event) => setMany([scope.key], event.currentTarget.checked)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
