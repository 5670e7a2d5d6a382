import { CloseButton, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import type { SubUserSchema } from '@pishkhan/contract';
import type { z } from 'zod';

export type Customer = z.infer<typeof SubUserSchema>;

/** docs/product/entities-and-states.md#forms-and-dialogs: searching begins at 4 characters; fewer clears the results. */
export const CUSTOMER_SEARCH_MIN = 4;

interface CustomerPickerProps {
  text: string;
  onTextChange: (text: string) => void;
  results: Customer[];
  loading: boolean;
  selected: Customer | null;
  onSelect: (customer: Customer | null) => void;
  label?: string;
  placeholder?: string;
  testId?: string;
  error?: string;
}

/** The mobile search of docs/product/screens.md: type part of a mobile, pick a customer, or clear the choice. */
export function CustomerPicker({
  text,
  onTextChange,
  results,
  loading,
  selected,
  onSelect,
  label = 'جستجوی مشتری',
  placeholder = 'بخشی از شماره موبایل را وارد کنید',
  testId = 'customer-picker',
  error,
}: CustomerPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const searching = text.trim().length >= CUSTOMER_SEARCH_MIN;
  const clear = () => {
    onTextChange('');
    onSelect(null);
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const customer = results.find((c) => String(c.id) === id) ?? null;
        onSelect(customer);
        if (customer) onTextChange(customer.mobile);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          inputMode="tel"
          autoComplete="off"
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            if (selected) onSelect(null);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          description={selected ? `انتخاب شده: ${selected.name || selected.mobile}` : undefined}
          error={error}
          // The hint goes under the field, so picking a customer does not push the field down.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rightSection={
            loading ? (
              <Loader size="xs" />
            ) : text || selected ? (
              <CloseButton size="sm" onMouseDown={(e) => e.preventDefault()} onClick={clear} aria-label="پاک کردن" />
            ) : null
          }
          data-testid={testId}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching || selected !== null || (loading && results.length === 0)}>
        <Combobox.Options data-testid={`${testId}-options`}>
          {results.length === 0 ? (
            <Combobox.Empty>مشتری‌ای با این شماره پیدا نشد</Combobox.Empty>
          ) : (
            results.map((c) => (
              <Combobox.Option value={String(c.id)} key={c.id}>
                <Text size="sm" dir="ltr" ta="right" component="span" display="block">
                  {c.mobile}
                </Text>
                {c.name && (
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {c.name}
                  </Text>
                )}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
