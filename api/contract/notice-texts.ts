/** The notices' words on the screens (decision 088), zod-free: the shell's bell is in the entry script. */
export const noticeTexts = {
  title: 'Notices',
  empty: 'No notices yet. You hear here when a stop of a load you made or changed gets an issue.',
  markAllRead: 'Mark all read',
  unread: (n: number) => (n === 1 ? '1 unread notice' : `${n} unread notices`),
  contactOptIn: 'E-mail notices',
  contactOptInHelp: 'Mails this contact when an order is picked up, delivered, or has an issue at a stop.',
  noMails: 'No notice e-mails for this order yet.',
} as const;
