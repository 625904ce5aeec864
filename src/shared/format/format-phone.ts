/** Spec 2 §2: a phone of exactly 10 digits shows as (xxx) xxx-xxxx; anything else as it was stored. */
export function formatStoragePhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}
