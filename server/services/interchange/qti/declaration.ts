import type { Element } from "domhandler";
import { child, children } from "../xml/boundedXml";
import { textOf } from "./xml";

/** What an item's response declaration and processing say of its key and its scoring. */

/** The values of the correct response ("A", "S1 T2" for a pair), in order. */
export const correctValues = (declaration: Element | undefined) =>
  children(child(declaration, "correctResponse"), "value").map((value) => textOf(value).trim());

export interface MapEntry {
  key: string;
  value: number;
  caseSensitive: boolean;
}

/** The mapping's entries (map_response scores a response by them), or null when it has none. */
export function mapEntries(declaration: Element | undefined): MapEntry[] | null {
  const mapping = child(declaration, "mapping");
  if (!mapping) return null;
  return children(mapping, "mapEntry")
    .map((entry) => ({
      key: (entry.attribs.mapKey ?? "").trim(),
      value: Number(entry.attribs.mappedValue),
      caseSensitive: entry.attribs.caseSensitive === "true",
    }))
    .filter((entry) => entry.key !== "" && Number.isFinite(entry.value));
}

/** The item's response processing template, by its last name ("match_correct", "map_response"), or "" for its own rules. */
export function templateOf(item: Element): string {
  const template = child(item, "responseProcessing")?.attribs.template ?? "";
  return (
    template
      .split("/")
      .pop()
      ?.replace(/\.xml$/, "") ?? ""
  );
}

/** Whether the item scores a share for what is right: by a mapping or by its own rules, not by matching the correct response whole. */
export const scoresShares = (item: Element, declaration: Element | undefined) =>
  templateOf(item) !== "match_correct" && (mapEntries(declaration) !== null || templateOf(item) === "");

/** The interaction's classes, where what QTI has no word for rides (`avaliacoes-somatoria`). */
export const classesOf = (element: Element) => new Set((element.attribs.class ?? "").split(/\s+/).filter(Boolean));
