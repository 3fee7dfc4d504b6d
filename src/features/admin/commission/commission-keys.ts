/** The query keys of a commission's administration. */
export const commissionAdminKeys = {
  commission: (id: number) => ['commissions', 'administration', id] as const,
  resources: (technicalName: string) => ['resources', { commission: technicalName }] as const,
  reservations: (technicalName: string) => ['reservations', { commission: technicalName }] as const,
};
