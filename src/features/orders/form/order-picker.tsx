import type { OptionPage, OptionPageRequest } from '#machines/option-search/option-search.machine';
import { EditField } from '#ui/components/edit-field/edit-field';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useFormField } from '../../../app/use-form-field';
import { useOptionSearch } from '../../../app/use-option-search';

export interface OrderPickerProps {
  actor: EditFormActor;
  /** The id the order stores (orderCustomerId, sourceLocationId, …). */
  idField: string;
  /** The display field the server sends beside it, kept in step so the closed field shows a name. */
  nameField?: string;
  /** The name to show when there is no display field (the order type's label). */
  valueLabel?: (id: number) => string;
  label: string;
  search: (request: OptionPageRequest, signal: AbortSignal) => Promise<OptionPage>;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** After a person chose (or cleared) an option. */
  onChosen?: (id: number | null) => void;
}

/** A searched picker (the option-search machine: debounced, paged) bound to one id field of the order form. */
export function OrderPicker(props: OrderPickerProps) {
  const { actor, idField, nameField, valueLabel, label, search, required, disabled, helperText } = props;
  const id = useFormField<number | null>(actor, idField);
  const name = useFormField<string | null>(actor, nameField ?? `${idField}Name`);
  const options = useOptionSearch(search);
  const shownName = id.value ? (valueLabel ? valueLabel(id.value) : name.value) : null;
  return (
    <EditField
      type="combobox"
      label={label}
      required={required}
      value={id.value ? String(id.value) : ''}
      valueLabel={shownName ?? undefined}
      onChange={(value, option) => {
        const chosen = value ? Number(value) : null;
        id.onChange(chosen);
        if (nameField) name.onChange(option?.label ?? null);
        props.onChosen?.(chosen);
      }}
      {...options}
      placeholder={`Search ${label}`}
      error={id.error}
      helperText={helperText}
      disabled={id.disabled || disabled}
    />
  );
}
