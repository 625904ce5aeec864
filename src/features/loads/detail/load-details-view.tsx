import { useSelector } from '@xstate/react';
import * as form from '#machines/edit-form/edit-form.selectors';
import { Card } from '#ui/components/card/card';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { LoadFields } from '../form/load-fields';
import { FormButtons } from '../../../shared/forms/form-buttons';
import { StopModal } from '../../../shared/loads/stop-modal/stop-modal';
import { LoadStopsView } from './stops/load-stops-view';
import { useLoadStops } from './stops/use-load-stops';
import type { LoadPageBinding } from './use-load-page';
import { EditFormElement } from '../../../shared/forms/edit-form-element';

/**
 * The Details tab: the load form with its Save, then the stops as cards, each opening the stop modal. Stop
 * changes save by themselves with their save state (decision 064); the form's Save is for the load's fields.
 */
export function LoadDetailsView(page: LoadPageBinding) {
  const { form: actor, access } = page;
  const loading = useSelector(actor, form.selectIsLoading);
  const stops = useLoadStops(page);
  if (loading) return <Spinner block />;
  return (
    <Stack gap="lg">
      <EditFormElement form={actor} label="Load">
        <Card title="Load">
          <Stack gap="lg">
            <LoadFields actor={actor} readOnly={!access.mayEditLoad} showRevenue={access.seesMoney} />
            {access.mayEditLoad && <FormButtons actor={actor} />}
          </Stack>
        </Card>
      </EditFormElement>
      <LoadStopsView {...stops} />
      {stops.journey.stopModal && (
        <StopModal
          actor={stops.journey.stopModal}
          loadId={page.loadId}
          statusId={page.header.statusId}
          access={access}
        />
      )}
    </Stack>
  );
}
