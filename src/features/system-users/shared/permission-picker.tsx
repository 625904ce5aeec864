import { Permission, permissionGroups, permissionLabel, type PermissionCode } from '#contract/permissions';
import { Checkbox } from '#ui/components/checkbox/checkbox';
import { visuallyHidden } from '#ui/theme/visually-hidden.css';
import * as s from './permission-picker.css';

const crudActions = ['Add', 'View', 'Update', 'Delete'] as const;

/** The word shown beside a box; the group name completes it for screen readers ('Order' + 'View'). */
function shortLabel(group: string, code: PermissionCode, index: number): { hidden: string; shown: string } {
  if (group === 'Portal' || group === 'Scan to pick') {
    const full = code === Permission.ScanToPickQc ? 'Scan To Pick QC' : permissionLabel(code);
    return { hidden: '', shown: full };
  }
  return { hidden: `${group} `, shown: crudActions[index]! };
}

export interface PermissionPickerProps {
  legend: string;
  value: readonly number[];
  onChange: (codes: number[]) => void;
  disabled?: boolean;
}

/**
 * The permission codes of spec 1 §6, grouped as its table groups them (api/contract permissionGroups):
 * one box per code, named '<Group> <Action>' ('Load View'), with the code beside it.
 */
export function PermissionPicker({ legend, value, onChange, disabled }: PermissionPickerProps) {
  const chosen = new Set(value);
  const toggle = (code: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    onChange([...next].sort((a, b) => a - b));
  };
  return (
    <fieldset className={s.root} disabled={disabled}>
      <legend className={s.legend}>{legend}</legend>
      <p className={s.summary}>{`${chosen.size} selected`}</p>
      <div className={s.groups}>
        {permissionGroups.map(({ group, codes }) => (
          <fieldset key={group} className={s.group}>
            <legend className={s.groupName}>{group}</legend>
            <div className={s.codes}>
              {codes.map((code, index) => {
                const { hidden, shown } = shortLabel(group, code, index);
                return (
                  <Checkbox
                    key={code}
                    checked={chosen.has(code)}
                    disabled={disabled}
                    onCheckedChange={(on) => toggle(code, on)}
                    label={
                      <>
                        {hidden && <span className={visuallyHidden}>{hidden}</span>}
                        {shown} <span className={s.code}>{`(${code})`}</span>
                      </>
                    }
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
