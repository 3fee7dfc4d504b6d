import type { Address, AddressBody } from '@/api/types';
import { postalCodeText } from '@/lib/postal-address';

/** The address form's values: the postal code as typed digits. */
export interface AddressValues {
  streetNumber: string;
  streetName: string;
  postalCode: string;
  city: string;
}

export function toValues(address: Address | null): AddressValues {
  return {
    streetNumber: address?.streetNumber ?? '',
    streetName: address?.streetName ?? '',
    postalCode: postalCodeText(address?.postalCode),
    city: address?.city ?? '',
  };
}

/** The address as the backend takes it (`postalCode` is a number), without its person yet. */
export function toAddress(
  values: AddressValues,
  address: Address | null,
): Omit<AddressBody, 'persons'> {
  return {
    ...(address?.id ? { id: address.id } : {}),
    streetNumber: values.streetNumber.trim(),
    streetName: values.streetName.trim(),
    postalCode: Number(values.postalCode.trim()),
    city: values.city.trim(),
  };
}
