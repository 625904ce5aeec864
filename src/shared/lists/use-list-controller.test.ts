import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { listExportMachine } from '#machines/list-export/list-export.machine';
import { noExport, selectExportState } from './use-list-controller';

describe('the export state before the first press of Export', () => {
  it("is what the export machine's own first state shows, so the toolbar looks the same before and after it loads", () => {
    const idle = createActor(listExportMachine, { input: {} }).getSnapshot();
    expect(noExport).toEqual(selectExportState(idle));
  });
});
