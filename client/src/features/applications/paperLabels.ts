import { VERSION_LETTERS } from "@shared/constants";
import { countLabel } from "@/lib/format";

/** The letters of an application's versions: 2 → A, B. */
export const versionLetters = (count: number) => VERSION_LETTERS.slice(0, count);

/** '1 versão (Tipo A)', '2 versões (A e B)', '3 versões (A, B e C)'. */
export function versionsLabel(count: number): string {
  if (count === 1) return "1 versão (Tipo A)";
  const letters = versionLetters(count);
  return `${count} versões (${letters.slice(0, -1).join(", ")} e ${letters.at(-1)})`;
}

/** '1 versão', '2 versões'. */
export const versionCount = (count: number) => countLabel(count, "versão", "versões");
