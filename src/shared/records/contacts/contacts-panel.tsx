import { ContactsPanelView } from './contacts-panel-view';
import { useContactsPanel, type ContactsPanelOptions } from './use-contacts-panel';

/** The contacts of a customer, a location or a carrier, ready to mount in a tab. */
export function ContactsPanel(options: ContactsPanelOptions) {
  return <ContactsPanelView {...useContactsPanel(options)} />;
}
