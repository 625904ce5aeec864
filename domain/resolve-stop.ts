/**
 * Spec 2 §4: ticking 'picked up or delivered' stamps the time (`at`, the moment of the tick or a time the
 * person gave); unticking clears it. The load page, the stop modal, the Order Journey and the server's save
 * all resolve a stop through this.
 */
export function resolveStop<S extends object, T>(
  stop: S,
  checked: boolean,
  at: T,
): S & { pickedUpOrDelivered: boolean; pickedUpDeliveryDate: T | null } {
  return { ...stop, pickedUpOrDelivered: checked, pickedUpDeliveryDate: checked ? at : null };
}
