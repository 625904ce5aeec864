import { createContext, useContext } from 'react';

/** Lets a screen inside the area tell the Requests badge to count again (after approve, decline, delete). */
export const RequestsCountContext = createContext<() => void>(() => {});

export const useRefreshRequestsCount = () => useContext(RequestsCountContext);
