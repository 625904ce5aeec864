/** Text shown in red when a load has no carrier (spec 2 §8). Zod-free, for the list kit (decision 090). */
export const noCarrierLabel = 'No Carrier';
