/** A boolean form field as a checkbox takes it: ticked only when the value is true (null and undefined are not). */
export const asCheck = ({
  value,
  disabled,
  onChange,
}: {
  value: unknown;
  disabled: boolean;
  onChange: (next: boolean) => void;
}) => ({ value: value === true, disabled, onChange });
