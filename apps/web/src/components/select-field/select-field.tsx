import { ActionIcon, Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  chooseSelectValue,
  failedToLoadOptions,
  SELECT_ERROR_OPTION,
  SELECT_MAX_LENGTH,
  SELECT_MISSING_URL,
  SELECT_NO_DATA,
  withNullOption,
  type SelectOption,
} from '@haligi/shared';
import { useEffect, useMemo, useRef } from 'react';
import { storage } from '../../lib/storage';
import { loadSelectOptions } from './load-select-options';

type SelectValue = string | number;

export interface SelectFieldProps
  extends Omit<SelectProps, 'data' | 'value' | 'defaultValue' | 'onChange' | 'onError' | 'searchable'> {
  /** Path under the API, e.g. `/select-box/role-list`. */
  apiUrl?: string;
  /** Fixed options instead of an API list. */
  options?: SelectOption[];
  value: SelectValue | null | undefined;
  onChange: (value: SelectValue | null, option: SelectOption | null) => void;
  /** Adds a choice with value 0 at the top (spec part 2 section 4). */
  nullOptionLabel?: string;
  /** Picks a value once options load: the bound value, the earlier pick, then the first option. */
  isAutoSelect?: boolean;
  /** Keeps the options in the browser store (IndexedDB) per user and URL. */
  cache?: boolean;
  /** Receives "Failed to load options: {reason}" or "API URL is required". */
  onError?: (message: string) => void;
}

const ERROR_VALUE = '__error__';

/** A searchable select whose options come from the API (spec part 2 sections 4, 5, 8). */
export function SelectField({
  apiUrl,
  options: fixedOptions,
  value,
  onChange,
  nullOptionLabel,
  isAutoSelect = true,
  cache = false,
  onError,
  placeholder,
  ...selectProps
}: SelectFieldProps) {
  const isMissingUrl = !fixedOptions && !apiUrl;
  const query = useQuery({
    // Per user as well as per URL: lists are company-scoped.
    queryKey: ['select', apiUrl, cache, storage.getAccount()?.id],
    queryFn: ({ signal }) => loadSelectOptions(apiUrl!, cache, signal),
    enabled: !fixedOptions && !!apiUrl,
    staleTime: 30_000,
    retry: false,
    // The field reports through its error option and onError, not the Error dialog.
    meta: { skipErrorDialog: true },
  });

  const options = useMemo(
    () => withNullOption(fixedOptions ?? query.data ?? [], nullOptionLabel),
    [fixedOptions, query.data, nullOptionLabel],
  );
  const isReady = !!fixedOptions || query.isSuccess;
  const errorMessage = isMissingUrl
    ? SELECT_MISSING_URL
    : query.isError
      ? failedToLoadOptions(query.error instanceof Error ? query.error.message : String(query.error))
      : null;

  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (errorMessage) {
      console.error(errorMessage);
      onErrorRef.current?.(errorMessage);
    }
  }, [errorMessage]);

  // Auto-selection order of spec part 2 section 4; no options clears the value.
  const previousAuto = useRef<SelectValue | null>(null);
  useEffect(() => {
    if (!isReady) return;
    const realCount = nullOptionLabel ? options.length - 1 : options.length;
    if (realCount <= 0 && !nullOptionLabel) {
      if (value !== null && value !== undefined && value !== '') onChange(null, null);
      return;
    }
    if (!isAutoSelect) return;
    const next = chooseSelectValue(options, value, previousAuto.current, !!nullOptionLabel);
    previousAuto.current = next;
    if (next !== null && String(next) !== String(value ?? '')) {
      onChange(next, options.find((o) => String(o.value) === String(next)) ?? null);
    }
    // onChange is the parent's setter; reacting to it would loop on inline callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, options, value, isAutoSelect, nullOptionLabel]);

  const data: ComboboxItem[] = errorMessage
    ? [{ value: ERROR_VALUE, label: SELECT_ERROR_OPTION, disabled: true }]
    : options.map((o) => ({ value: String(o.value), label: o.label }));
  const isEmpty = isReady && options.length === 0;

  return (
    <Select
      {...selectProps}
      searchable
      maxLength={SELECT_MAX_LENGTH}
      data={data}
      value={errorMessage || value === null || value === undefined ? null : String(value)}
      onChange={(next) => {
        const option = options.find((o) => String(o.value) === next) ?? null;
        onChange(option ? option.value : null, option);
      }}
      placeholder={isEmpty ? SELECT_NO_DATA : query.isLoading ? 'Loading...' : placeholder}
      nothingFoundMessage={SELECT_NO_DATA}
      error={selectProps.error ?? errorMessage ?? undefined}
      disabled={selectProps.disabled}
      {...(query.isError && !isMissingUrl
        ? {
            // A failed list offers Retry in place of the chevron.
            rightSection: (
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={`Retry loading ${typeof selectProps.label === 'string' ? selectProps.label : (selectProps['aria-label'] ?? 'the options')}`}
                loading={query.isFetching}
                onClick={() => void query.refetch()}
              >
                <IconRefresh size={16} aria-hidden />
              </ActionIcon>
            ),
            rightSectionPointerEvents: 'all' as const,
          }
        : {})}
    />
  );
}
