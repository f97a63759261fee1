import type { Element } from "domhandler";
import type { PortableDescriptors } from "../portable";
import { child } from "../xml/boundedXml";
import { descendants, escapeXmlText, textOf } from "./xml";

/**
 * An item's curriculum codes and tags in the package manifest, as IEEE LOM metadata on the item's
 * resource: tags as `general/keyword`, each code as a `classification/taxonPath` whose source
 * names the curriculum (BNCC, SAEB, PAEB, or "Descritor" for a school's own descriptor). QTI 2.1
 * packages use the IMS Metadata 1.2 binding (`langstring`, `taxonpath`), QTI 3.0 packages the
 * IEEE binding (`string`, `taxonPath`); both read the same way.
 */

export interface ItemMetadata {
  keywords: string[];
  descriptors: PortableDescriptors;
}

const SOURCES: Record<string, keyof PortableDescriptors> = { bncc: "bncc", saeb: "saeb", paeb: "paeb", descritor: "descriptor" };
const SOURCE_NAMES: [keyof PortableDescriptors, string][] = [
  ["bncc", "BNCC"],
  ["saeb", "SAEB"],
  ["paeb", "PAEB"],
  ["descriptor", "Descritor"],
];

const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

/** A LangString's first text (a keyword may repeat itself in several languages). */
function langString(element: Element | undefined): string {
  const first = child(element, "string") ?? child(element, "langstring");
  return textOf(first ?? element).trim();
}

export function readLom(resource: Element): ItemMetadata {
  const metadata: ItemMetadata = { keywords: [], descriptors: {} };
  const lom = descendants(child(resource, "metadata") ?? resource, "lom")[0];
  if (!lom) return metadata;
  for (const keyword of descendants(lom, "keyword")) {
    const text = langString(keyword);
    if (text && !metadata.keywords.includes(text)) metadata.keywords.push(text);
  }
  for (const path of descendants(lom, "taxonPath")) {
    const kind = SOURCES[plain(langString(child(path, "source")))];
    const leaf = descendants(path, "taxon").at(-1);
    const code = textOf(child(leaf, "id")).trim() || langString(child(leaf, "entry"));
    if (kind && code && metadata.descriptors[kind] === undefined) metadata.descriptors[kind] = code;
  }
  return metadata;
}

export type LomBinding = "imsmd" | "ieee";

/** The `<imsmd:lom>` of an item's resource; the prefix `imsmd` is declared on the manifest. */
export function lomXml(binding: LomBinding, title: string, keywords: string[], descriptors: PortableDescriptors): string {
  const text = (value: string, language: string) =>
    binding === "imsmd"
      ? `<imsmd:langstring xml:lang="${language}">${escapeXmlText(value)}</imsmd:langstring>`
      : `<imsmd:string language="${language}">${escapeXmlText(value)}</imsmd:string>`;
  const vocabulary = (value: string) => (binding === "imsmd" ? text(value, "x-none") : escapeXmlText(value));
  const taxonPath = binding === "imsmd" ? "taxonpath" : "taxonPath";

  const general = [
    title ? `<imsmd:title>${text(title, "pt-BR")}</imsmd:title>` : "",
    ...keywords.map((keyword) => `<imsmd:keyword>${text(keyword, "pt-BR")}</imsmd:keyword>`),
  ].join("");
  const paths = SOURCE_NAMES.filter(([kind]) => descriptors[kind]).map(
    ([kind, source]) =>
      `<imsmd:${taxonPath}><imsmd:source>${text(source, "x-none")}</imsmd:source>` +
      `<imsmd:taxon><imsmd:id>${escapeXmlText(descriptors[kind]!)}</imsmd:id>` +
      `<imsmd:entry>${text(descriptors[kind]!, "pt-BR")}</imsmd:entry></imsmd:taxon></imsmd:${taxonPath}>`,
  );
  const classification =
    paths.length > 0
      ? `<imsmd:classification><imsmd:purpose><imsmd:source>${vocabulary("LOMv1.0")}</imsmd:source>` +
        `<imsmd:value>${vocabulary("educational objective")}</imsmd:value></imsmd:purpose>${paths.join("")}</imsmd:classification>`
      : "";
  return `<imsmd:lom><imsmd:general>${general}</imsmd:general>${classification}</imsmd:lom>`;
}
