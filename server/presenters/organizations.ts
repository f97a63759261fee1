/** Organisation rows already carry their API shape; only the dates become ISO strings. */
export function presentOrganizationItem<T extends { createdAt: Date; updatedAt: Date }>(
  row: T,
): Omit<T, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
