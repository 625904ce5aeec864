import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { FileRecord } from '#contract/file';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { json } from '../../../testing/table-fetch';
import { signedInAs } from '../testing/record-fixtures';
import { AttachmentsPanel } from './attachments-panel';
import { AttachmentsPanelView, type AttachmentsPanelViewProps } from './attachments-panel-view';

const bol: FileRecord & { orderId: number } = {
  fileId: 3,
  orderId: 41,
  name: 'bol.pdf',
  type: 'application/pdf',
  size: 2048,
  description: 'Signed',
  dateAdded: new Date(2026, 0, 5, 15, 7).toISOString(),
  dateModified: null,
  addedByUserName: 'Dana Driver',
};
const list = 'GET /api/Files/OrderFiles/41';

test('lists name, description, size, type, date and user, and passes axe', async () => {
  renderWithRuntime(<AttachmentsPanel kind="order" ownerId={41} />, {
    routes: { [list]: () => json([bol]) },
    storage: signedInAs('employee'),
  });
  const row = (await screen.findByText('bol.pdf')).closest('tr')!;
  for (const text of ['Signed', '2.0 KB', 'application/pdf', '1/05/2026 @ 3:07pm', 'Dana Driver'])
    expect(row).toHaveTextContent(text);
  await expectNoAxeViolations(document.body);
});

test('shows the empty state', async () => {
  renderWithRuntime(<AttachmentsPanel kind="order" ownerId={41} />, {
    routes: { [list]: () => json([]) },
    storage: signedInAs('employee'),
  });
  expect(await screen.findByText('No files attached yet.')).toBeInTheDocument();
});

test('edits a description in place and deletes after confirmation', async () => {
  let files = [bol];
  const r = renderWithRuntime(<AttachmentsPanel kind="order" ownerId={41} />, {
    routes: {
      [list]: () => json(files),
      'PUT /api/Files/OrderFiles/41/3': (req) => {
        files = [{ ...bol, description: (req.body as { description: string }).description }];
        return json(files[0]);
      },
      'DELETE /api/Files/OrderFiles/41/3': () => {
        files = [];
        return new Response(null, { status: 204 });
      },
    },
    storage: signedInAs('employee'),
  });
  await r.user.click(await screen.findByRole('button', { name: 'Edit the description of bol.pdf' }));
  const box = screen.getByLabelText('Description of bol.pdf');
  await r.user.clear(box);
  await r.user.type(box, 'Signed BOL ');
  await r.user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Signed BOL')).toBeInTheDocument();
  await r.user.click(screen.getByRole('button', { name: 'Delete bol.pdf' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete bol.pdf?');
  await r.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No files attached yet.')).toBeInTheDocument();
});

test.each([
  ['an empty file', () => [new File([], 'empty.pdf')], 'File is empty.'],
  [
    'a file past 25mb',
    () => [new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'scan.tif')],
    'File must be smaller than 25mb.',
  ],
  [
    'several files, one past 25mb',
    () => [new File(['%PDF'], 'bol.pdf'), new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'scan.tif')],
    'All files must be smaller than 25mb.',
  ],
])(
  '%s is refused in the browser with the words of spec 1 §5, and nothing is sent',
  async (_, files, words) => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    try {
      const r = renderWithRuntime(<AttachmentsPanel kind="order" ownerId={41} />, {
        routes: { [list]: () => json([bol]) },
        storage: signedInAs('employee'),
      });
      await screen.findByText('bol.pdf');
      await r.user.upload(screen.getByLabelText(/choose them/i), files());
      expect(await screen.findByText(words)).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
      expect(r.callsTo('POST /api/Files/OrderFiles/41')).toHaveLength(0);
      expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
    } finally {
      open.mockRestore();
    }
  },
);

test("the limit checked is the server's MAX_UPLOAD_MB from /api/config", async () => {
  const r = renderWithRuntime(<AttachmentsPanel kind="order" ownerId={41} />, {
    routes: {
      [list]: () => json([bol]),
      'GET /api/config': () => json({ environmentName: null, version: '1', maxUploadMb: 2 }),
    },
    storage: signedInAs('employee'),
  });
  await screen.findByText('bol.pdf');
  await waitFor(() => expect(r.callsTo('GET /api/config')).toHaveLength(1));
  const file = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'scan.tif');
  await r.user.upload(screen.getByLabelText(/choose them/i), [file]);
  expect(await screen.findByText('File must be smaller than 2mb.')).toBeInTheDocument();
});

const viewProps = (overrides: Partial<AttachmentsPanelViewProps> = {}): AttachmentsPanelViewProps => ({
  files: [],
  uploads: [],
  uploadRefusal: null,
  readOnly: false,
  loading: false,
  editing: null,
  savingDescription: false,
  canChange: true,
  deleting: false,
  deletingFile: null,
  error: null,
  send: () => {},
  sendUpload: () => {},
  ...overrides,
});

test('a picked file is queued; each upload shows its progress with Cancel, a failed one Retry', async () => {
  const sendUpload = vi.fn();
  const file = new File(['%PDF'], 'bol.pdf', { type: 'application/pdf' });
  const { rerender } = render(<AttachmentsPanelView {...viewProps({ sendUpload })} />);
  await userEvent.upload(screen.getByLabelText(/choose them/i), file);
  expect(sendUpload).toHaveBeenCalledWith({ type: 'files.added', files: [{ file, name: 'bol.pdf' }] });
  const uploading = {
    key: 1,
    file,
    name: 'bol.pdf',
    size: 100,
    status: 'uploading' as const,
    loaded: 40,
    error: null,
  };
  rerender(<AttachmentsPanelView {...viewProps({ sendUpload, uploads: [uploading] })} />);
  expect(screen.getByLabelText('Upload of bol.pdf')).toHaveValue(40);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(sendUpload).toHaveBeenLastCalledWith({ type: 'file.cancel', key: 1 });
  const failed = { ...uploading, status: 'failed' as const, error: 'The file is larger than 25 MB.' };
  rerender(<AttachmentsPanelView {...viewProps({ sendUpload, uploads: [failed] })} />);
  expect(screen.getByText(/The file is larger than 25 MB./)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(sendUpload).toHaveBeenLastCalledWith({ type: 'file.retry', key: 1 });
  await expectNoAxeViolations(document.body);
});
