export const requestsListPath = '/users/admin/requests';
export const requestDetailsPath = (systemUserRequestId: number) =>
  `${requestsListPath}/${systemUserRequestId}`;
