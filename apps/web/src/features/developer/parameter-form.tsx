import { Checkbox, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import type { ScriptParameter } from '@haligi/shared';
import { useCompanyOptions } from './api/developer-tools';

export type ParameterValues = Record<string, string | number | boolean | null>;

/** A script's parameters as a form, drawn from the parameter description the server answers. */
export function ParameterForm({ parameters, values, onChange, idPrefix }: { parameters: ScriptParameter[]; values: ParameterValues; onChange: (values: ParameterValues) => void; idPrefix: string }) {
  const hasCompany = parameters.some((p) => p.kind === 'company');
  const companies = useCompanyOptions();
  const set = (name: string, value: string | number | boolean | null) => onChange({ ...values, [name]: value });
  if (parameters.length === 0) return null;
  return (
    <Stack gap="sm">
      {parameters.map((parameter) => {
        const id = `${idPrefix}-${parameter.name}`;
        const value = values[parameter.name];
        switch (parameter.kind) {
          case 'boolean':
            return <Checkbox key={id} id={id} label={parameter.label} description={parameter.description} checked={value === true} onChange={(event) => set(parameter.name, event.currentTarget.checked)} />;
          case 'number':
            return (
              <NumberInput
                key={id}
                id={id}
                label={parameter.label}
                description={parameter.description}
                required={parameter.required}
                min={parameter.min}
                max={parameter.max}
                allowDecimal={!parameter.integer}
                value={typeof value === 'number' ? value : ''}
                onChange={(next) => set(parameter.name, typeof next === 'number' ? next : null)}
              />
            );
          case 'company':
            return (
              <Select
                key={id}
                id={id}
                label={parameter.label}
                description={parameter.description}
                required={parameter.required}
                placeholder={parameter.required ? 'Choose a company' : 'Every company'}
                data={hasCompany ? (companies.data ?? []) : []}
                searchable
                clearable={!parameter.required}
                value={value === null || value === undefined ? null : String(value)}
                onChange={(next) => set(parameter.name, next === null ? null : Number(next))}
                nothingFoundMessage="No company matches"
              />
            );
          case 'date':
            return (
              <TextInput
                key={id}
                id={id}
                type="date"
                label={parameter.label}
                description={parameter.description}
                required={parameter.required}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => set(parameter.name, event.currentTarget.value || null)}
              />
            );
          case 'text':
            return (
              <TextInput
                key={id}
                id={id}
                label={parameter.label}
                description={parameter.description}
                required={parameter.required}
                maxLength={parameter.maxLength}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => set(parameter.name, event.currentTarget.value)}
              />
            );
        }
      })}
    </Stack>
  );
}
