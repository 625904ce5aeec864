import { splitListResponse } from '#contract/pager';
import { userDisplayName } from '#contract/user-summary';
import { EditField } from '#ui/components/edit-field/edit-field';
import type { OptionPageRequest } from '#machines/option-search/option-search.machine';
import { useRuntime } from '../../../app/runtime-context';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useFormField } from '../../../app/use-form-field';
import { useOptionSearch } from '../../../app/use-option-search';

/**
 * 'Paid By': a staff user, from the picker-users call (spec 2 §7 "Picker users": the system-user service
 * sorted by first name), the one user list a dispatcher may read.
 */
export function PaidByField({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const { services } = useRuntime();
  const paidBy = useFormField<number | null>(actor, 'carrierPaidByUserId');
  const search = useOptionSearch(async (request: OptionPageRequest, signal) => {
    const answer = await services.systemUsersApi.getPickerUsers(
      {
        filterText: request.text,
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
        sortColumns: [{ sortBy: 'firstName', isSortAscending: true }],
      },
      signal,
    );
    const { items, pager } = splitListResponse(answer);
    return {
      options: items.map((u) => ({ value: String(u.systemUserId), label: userDisplayName(u) })),
      hasMore: pager ? (request.pageNumber + 1) * request.pageSize < pager.totalItems : false,
    };
  });
  return (
    <EditField
      type="combobox"
      label="Paid By"
      value={paidBy.value ? String(paidBy.value) : ''}
      valueLabel={paidBy.value ? `User #${paidBy.value}` : undefined}
      disabled={paidBy.disabled || readOnly}
      error={paidBy.error}
      placeholder="Search users"
      {...search}
      onChange={(value) => paidBy.onChange(value ? Number(value) : null)}
    />
  );
}
