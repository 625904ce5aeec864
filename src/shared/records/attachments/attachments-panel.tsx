import { AttachmentsPanelView } from './attachments-panel-view';
import { useAttachmentsPanel, type AttachmentsPanelOptions } from './use-attachments-panel';

/** The files of an order, a load, a carrier or a customer, ready to mount in a tab. */
export function AttachmentsPanel(options: AttachmentsPanelOptions) {
  return <AttachmentsPanelView {...useAttachmentsPanel(options)} />;
}
