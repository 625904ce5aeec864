/** Records the params an injected action was called with, in order, for navigation and storage asserts. */
export const recorder = <TParams>() => {
  const calls: TParams[] = [];
  const action = (_: unknown, params: TParams) => {
    calls.push(params);
  };
  return { action, calls };
};
