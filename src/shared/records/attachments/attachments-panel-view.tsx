import { useState, type DragEvent } from 'react';
import type { FileRecord } from '#contract/file';
import type { AttachmentsEvent } from '#machines/file-upload/attachments.machine';
import type { FileUploadEvent, UploadItem } from '#machines/file-upload/file-upload.machine';
import { uploadPercent } from '#machines/file-upload/file-upload.selectors';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { ConfirmDialog } from '#ui/components/confirm-dialog/confirm-dialog';
import { EditField } from '#ui/components/edit-field/edit-field';
import { Inline } from '#ui/components/inline/inline';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { formatFileSize, formatNoteDate } from '../record-dates';
import * as r from '../records.css';
import * as s from './attachments-panel.css';

export const attachmentTexts = {
  empty: 'No files attached yet.',
  deleteMessage: (name: string) => `Are you sure you want to delete ${name}?`,
} as const;

export interface AttachmentsPanelViewProps {
  files: readonly FileRecord[];
  uploads: readonly UploadItem[];
  /** Why the last choice of files was not sent (empty or too large, spec 1 §5), or null. */
  uploadRefusal: string | null;
  readOnly: boolean;
  loading: boolean;
  editing: { fileId: number; text: string } | null;
  savingDescription: boolean;
  canChange: boolean;
  deleting: boolean;
  deletingFile: FileRecord | null;
  error: string | null;
  send: (event: AttachmentsEvent) => void;
  sendUpload: (event: FileUploadEvent) => void;
  /** Carriers only: the document type of the next uploads, and a column of it. */
  documentType?: { value: string; onChange: (text: string) => void } | null;
}

const uploadStatusText: Record<UploadItem['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** An owner's files (spec 2 §7): upload by picker or drop with progress, describe, download, delete. */
export function AttachmentsPanelView(p: AttachmentsPanelViewProps) {
  const { send, sendUpload } = p;
  const [dragging, setDragging] = useState(false);
  const add = (list: FileList | null) => {
    const files = Array.from(list ?? []).map((file) => ({ file, name: file.name }));
    if (files.length) sendUpload({ type: 'files.added', files });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };
  return (
    <Stack as="section" gap="md" aria-label="Attachments">
      <AlertBanner type="error" open={p.error !== null} onDismiss={() => send({ type: 'error.dismiss' })}>
        {p.error}
      </AlertBanner>
      <AlertBanner
        type="error"
        open={p.uploadRefusal !== null}
        onDismiss={() => sendUpload({ type: 'refusal.dismiss' })}
      >
        {p.uploadRefusal}
      </AlertBanner>
      {p.readOnly ? null : (
        <div
          className={`${s.dropZone} ${dragging ? s.dropZoneActive : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {p.documentType && (
            <EditField
              type="text"
              label="Document type"
              helperText="Given to the files you add next, e.g. Insurance certificate."
              maxLength={100}
              value={p.documentType.value}
              onChange={p.documentType.onChange}
            />
          )}
          <label>
            Drop files here or choose them:{' '}
            <input
              type="file"
              multiple
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        </div>
      )}
      {p.uploads.length ? (
        <ul className={r.list} aria-label="Uploads">
          {p.uploads.map((u) => (
            <Inline
              as="li"
              key={u.key}
              gap="sm"
              align="space-between"
              alignY="center"
              wrap={false}
              className={r.entryHeader}
            >
              <span>
                {u.name} · {uploadStatusText[u.status]}
                {u.error ? ` · ${u.error}` : ''}
              </span>
              {u.status === 'uploading' ? (
                <progress
                  className={s.progress}
                  max={100}
                  value={uploadPercent(u)}
                  aria-label={`Upload of ${u.name}`}
                />
              ) : null}
              {u.status === 'queued' || u.status === 'uploading' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => sendUpload({ type: 'file.cancel', key: u.key })}
                >
                  Cancel
                </Button>
              ) : null}
              {u.status === 'failed' || u.status === 'cancelled' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => sendUpload({ type: 'file.retry', key: u.key })}
                >
                  Retry
                </Button>
              ) : null}
            </Inline>
          ))}
        </ul>
      ) : null}
      {p.loading && p.files.length === 0 ? (
        <Spinner label="Loading files" block />
      ) : p.files.length === 0 ? (
        <p className={r.empty}>{attachmentTexts.empty}</p>
      ) : (
        <table className={s.table} aria-busy={p.loading}>
          <thead>
            <tr>
              {[
                'Name',
                'Description',
                ...(p.documentType ? ['Document Type'] : []),
                'Size',
                'Type',
                'Date',
                'User',
                'Actions',
              ].map((h) => (
                <th key={h} className={s.cell} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {p.files.map((f) => (
              <tr key={f.fileId}>
                <td className={s.cell}>{f.name}</td>
                <td className={s.cell}>
                  {p.editing?.fileId === f.fileId ? (
                    <Stack gap="md">
                      <EditField
                        type="text"
                        label={`Description of ${f.name}`}
                        value={p.editing.text}
                        disabled={p.savingDescription}
                        onChange={(text) => send({ type: 'description.changed', text })}
                      />
                      <Inline gap="sm" align="end" wrap={false}>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => send({ type: 'description.cancel' })}
                        >
                          Cancel
                        </Button>
                        <Button
                          size="sm"
                          loading={p.savingDescription}
                          onClick={() => send({ type: 'description.save' })}
                        >
                          Save
                        </Button>
                      </Inline>
                    </Stack>
                  ) : (
                    (f.description ?? '')
                  )}
                </td>
                {p.documentType && <td className={s.cell}>{f.documentType ?? ''}</td>}
                <td className={s.cell}>{formatFileSize(f.size)}</td>
                <td className={s.cell}>{f.type ?? ''}</td>
                <td className={s.cell}>{formatNoteDate(f.dateAdded)}</td>
                <td className={s.cell}>{f.addedByUserName ?? ''}</td>
                <td className={s.cell}>
                  <Inline gap="sm" align="end" wrap={false}>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={!p.canChange}
                      aria-label={`Download ${f.name}`}
                      onClick={() => send({ type: 'file.download', fileId: f.fileId })}
                    >
                      Download
                    </Button>
                    {p.readOnly ? null : (
                      <>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={!p.canChange}
                          aria-label={`Edit the description of ${f.name}`}
                          onClick={() => send({ type: 'description.editStarted', fileId: f.fileId })}
                        >
                          Describe
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={!p.canChange}
                          aria-label={`Delete ${f.name}`}
                          onClick={() => send({ type: 'file.deleteRequested', fileId: f.fileId })}
                        >
                          Delete
                        </Button>
                      </>
                    )}
                  </Inline>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={p.deletingFile !== null}
        title="Delete File"
        message={attachmentTexts.deleteMessage(p.deletingFile?.name ?? 'this file')}
        confirmText="Delete"
        color="error"
        loading={p.deleting}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </Stack>
  );
}
