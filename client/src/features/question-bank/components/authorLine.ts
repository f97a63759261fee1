import type { BankItem } from "@shared/types/questionBank";

/** "por Ana Ribeiro · Escola Monteiro Lobato": who wrote a bank item and where they work. */
export function authorLine(item: Pick<BankItem, "creatorName" | "creatorSchools">): string {
  const schools = item.creatorSchools.map((school) => school.name).join(", ");
  return schools ? `por ${item.creatorName} · ${schools}` : `por ${item.creatorName}`;
}
