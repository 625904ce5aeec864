import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { FileKind, FileRecord } from '#contract/file';
import { attachmentsMachine } from '#machines/file-upload/attachments.machine';
import * as select from '#machines/file-upload/attachments.selectors';
import { fileUploadMachine } from '#machines/file-upload/file-upload.machine';
import { selectRefusal, selectUploads } from '#machines/file-upload/file-upload.selectors';
import { maxUploadMb } from '../../../app/app-config';
import { fromCall } from '../../../app/from-call';
import { useRuntime } from '../../../app/runtime-context';
import { fileCallsOf } from '../record-calls';
import { uploadRequestLogic } from '../upload-request';
import type { AttachmentsPanelViewProps } from './attachments-panel-view';

export interface AttachmentsPanelOptions {
  kind: FileKind;
  ownerId: number;
  readOnly?: boolean;
  /** Carriers: each upload carries the document type typed above the drop zone (spec 2 §3 File). */
  withDocumentType?: boolean;
}

const selectView = (s: select.AttachmentsSnapshot) => ({
  files: select.selectFiles(s),
  loading: select.selectIsLoading(s),
  editing: select.selectEditing(s),
  savingDescription: select.selectIsSavingDescription(s),
  canChange: select.selectCanChangeFiles(s),
  deleting: select.selectIsDeleting(s),
  deletingFile: select.selectDeletingFile(s),
  error: select.selectError(s),
});

/**
 * The attachments of one owner: the list machine and the upload queue, wired here so that a finished
 * upload reads the list again. Returns the props of AttachmentsPanelView.
 */
export function useAttachmentsPanel({
  kind,
  ownerId,
  readOnly = false,
  withDocumentType = false,
}: AttachmentsPanelOptions): AttachmentsPanelViewProps {
  const runtime = useRuntime();
  const calls = fileCallsOf(runtime.services, kind, ownerId);
  // The type applies to the files added while it is shown; the upload actor reads it as each one starts.
  const [documentType, setDocumentType] = useState('');
  const typed = useRef<string | null>(null);
  const list = useActorRef(
    attachmentsMachine.provide({
      actors: {
        loadFiles: fromCall<readonly FileRecord[] | null, void>(({ signal }) => calls.list(signal)),
        saveDescription: fromCall<unknown, { fileId: number; description: string }>(({ input, signal }) =>
          calls.describe(input.fileId, input.description, signal),
        ),
        downloadFile: fromCall<unknown, { fileId: number }>(({ input, signal }) =>
          calls.download(input.fileId, signal),
        ),
        deleteFile: fromCall<unknown, { fileId: number }>(({ input, signal }) =>
          calls.remove(input.fileId, signal),
        ),
      },
    }),
    { inspect: runtime.inspect },
  );
  const limitMb = useSelector(runtime.appConfig(), maxUploadMb);
  const uploads = useActorRef(
    fileUploadMachine.provide({
      actors: {
        uploadFile: uploadRequestLogic((file, name, onProgress, signal) =>
          calls.upload(file, name, onProgress, signal, typed.current),
        ),
      },
      actions: { notifyUploaded: () => list.send({ type: 'attachments.reload' }) },
    }),
    { inspect: runtime.inspect, input: { maxMb: limitMb } },
  );
  // The server's MAX_UPLOAD_MB, checked before an upload starts (spec 1 §5), once GET /api/config answers.
  useEffect(() => uploads.send({ type: 'limit.changed', maxMb: limitMb }), [uploads, limitMb]);
  return {
    ...useSelector(list, selectView, shallowEqual),
    uploads: useSelector(uploads, selectUploads),
    uploadRefusal: useSelector(uploads, selectRefusal),
    readOnly,
    documentType: withDocumentType
      ? {
          value: documentType,
          onChange: (text: string) => {
            typed.current = text.trim() || null;
            setDocumentType(text);
          },
        }
      : null,
    send: list.send,
    sendUpload: uploads.send,
  };
}
