import type { PortableDescriptors } from "../portable";

/**
 * Moodle has no field for curriculum codes, so ours travel as tags: `descritor:D17`, `saeb:D17`,
 * `paeb:X`, `bncc:EF05MA01`.
 */

const PREFIXES: [keyof PortableDescriptors, string][] = [
  ["descriptor", "descritor"],
  ["saeb", "saeb"],
  ["paeb", "paeb"],
  ["bncc", "bncc"],
];

export const descriptorTags = (descriptors: PortableDescriptors): string[] =>
  PREFIXES.filter(([key]) => descriptors[key]).map(([key, prefix]) => `${prefix}:${descriptors[key]}`);

/** The tags without the descriptor ones (and without repeats), and the descriptors those carried. */
export function splitDescriptorTags(allTags: string[]): { tags: string[]; descriptors: PortableDescriptors } {
  const tags = new Set<string>();
  const descriptors: PortableDescriptors = {};
  for (const tag of allTags) {
    const colon = tag.indexOf(":");
    const prefix = PREFIXES.find(([, name]) => name === tag.slice(0, colon).trim().toLowerCase());
    const value = tag.slice(colon + 1).trim();
    if (colon > 0 && prefix && value !== "") descriptors[prefix[0]] ??= value;
    else tags.add(tag);
  }
  return { tags: [...tags], descriptors };
}
