import { useState } from 'react';
import { trackingLinkAccess, trackingTexts, type CreatedTrackingLink } from '#contract/tracking';
import { grants } from '#contract/access';
import { accessCallerOf } from '../../../app/route-access';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import { useResource } from '../../../app/use-resource';

/**
 * The order page's tracking links (issue #30): the list (a resource), making one and turning one off
 * (commands, the second confirmed first). A new link's address is kept to show and copy this once.
 */
export function useTrackingLinks(orderId: number) {
  const runtime = useRuntime();
  const { services } = runtime;
  const allowed = grants(trackingLinkAccess.manage, accessCallerOf(services.authStore.read()));
  const links = useResource((signal) =>
    allowed ? services.trackingApi.listByOrder(orderId, signal) : Promise.resolve([]),
  );
  const [made, setMade] = useState<CreatedTrackingLink | null>(null);
  const create = useCommand<void, CreatedTrackingLink | null>({
    run: () => services.trackingApi.create(orderId),
    onDone: (link) => {
      setMade(link);
      links.reload();
    },
  });
  const revoke = useCommand<number, unknown>({
    confirm: () => ({
      title: 'Turn off link',
      message: trackingTexts.revokeConfirm,
      confirmText: 'Turn off',
    }),
    run: (id) => services.trackingApi.revoke(id),
    onDone: () => {
      runtime.showSnackbar({ text: 'Tracking link turned off', severity: 'success' });
      links.reload();
    },
  });
  return {
    allowed,
    links: links.data ?? [],
    loading: links.loading,
    error: links.error ?? create.error ?? revoke.error,
    made,
    creating: create.busy,
    create: () => create.start(),
    revoke: (id: number) => revoke.start(id),
    copy: (url: string) =>
      void navigator.clipboard?.writeText(url).then(
        () => runtime.showSnackbar({ text: 'Link copied', severity: 'success' }),
        () => undefined,
      ),
  };
}
export type TrackingLinksBinding = ReturnType<typeof useTrackingLinks>;
