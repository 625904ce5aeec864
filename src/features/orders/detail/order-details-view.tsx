import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { FormButtons } from '../../../shared/forms/form-buttons';
import { FormNotices } from '../../../shared/forms/form-notices';
import { OrderFormFields } from '../form/order-form-fields';
import type { OrderDetailsBinding } from './use-order-details';
import { EditFormElement } from '../../../shared/forms/edit-form-element';

/** The Details tab: the order form, its banners (failed save, stale write, saved) and Save / Reset. */
export function OrderDetailsView(props: OrderDetailsBinding) {
  const { orderId, form, variant, loading, locks, readOnly, customerId } = props;
  return (
    <Stack gap="lg">
      <FormNotices form={form} savedText={`Order #${orderId} saved.`} />
      {loading ? (
        <Spinner block />
      ) : (
        <EditFormElement form={form} label={`Order #${orderId}`}>
          <OrderFormFields
            actor={form}
            variant={variant}
            locks={locks}
            readOnly={readOnly}
            customerId={customerId}
          />
          {!readOnly && <FormButtons actor={form} />}
        </EditFormElement>
      )}
    </Stack>
  );
}
