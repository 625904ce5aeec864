import { describe, expect, it } from 'vitest';
import { uploadSizeProblem } from './file';

const mb = 1024 * 1024;

describe('uploadSizeProblem (spec 1 §5): the words the browser shows and the server answers', () => {
  it.each([
    [[100], null],
    [[25 * mb], null],
    [[0], 'File is empty.'],
    [[25 * mb + 1], 'File must be smaller than 25mb.'],
    [[100, 25 * mb + 1], 'All files must be smaller than 25mb.'],
    [[100, 0], 'File is empty.'],
    // Too large outranks empty: the empty one would be refused next anyway.
    [[0, 25 * mb + 1], 'All files must be smaller than 25mb.'],
  ])('%j at 25mb → %s', (sizes, words) => {
    expect(uploadSizeProblem(sizes, 25)).toBe(words);
  });
});
