export { SelectField, type SelectFieldProps } from './select-field';
export { loadSelectOptions } from './load-select-options';
