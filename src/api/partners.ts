import { queryOptions } from '@tanstack/react-query';
import { editedCollection } from './edited-collection';
import { fetchAllPages } from './list';
import { type Partner, partnerBody, partnerSchema } from './schemas/library';

export type { PartnerDraft } from './schemas/library';

/** @assumed GET /partners — the association's partners. */
export function fetchPartners(): Promise<Partner[]> {
  return fetchAllPages('/partners', partnerSchema, { sort: 'name,asc' }, 200);
}

export const partnerKeys = { all: ['partners'] as const };

export const partnersQuery = () =>
  queryOptions({ queryKey: partnerKeys.all, queryFn: fetchPartners });

/**
 * The administration's writes of partners, the partners read again after each (the members'
 * `Partenaires` too):
 * - @assumed POST /partners `{name, description, url}`: answers the partner.
 * - @assumed PATCH /partners/{id} `{name, description, url}`: answers the partner.
 * - @assumed DELETE /partners/{id}
 */
export const {
  useCreate: useCreatePartner,
  useUpdate: useUpdatePartner,
  useDelete: useDeletePartner,
} = editedCollection('/partners', partnerKeys.all, partnerBody, partnerSchema);
