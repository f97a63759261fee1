/** Writing Moodle's question XML: values as Moodle's exporter writes them. */

/** Characters XML 1.0 cannot hold at all, not even in CDATA (control characters, lone surrogates). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const clean = (text: string) => text.replace(NOT_XML, "");

/** Text in CDATA; a `]]>` inside it ends one section and starts the next, as Moodle does. */
export const cdata = (text: string) => (text === "" ? "" : `<![CDATA[${clean(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`);

/** A plain value: as it is, or in CDATA when it has a character XML would read as markup (Moodle's xml_escape). */
export const xmlValue = (text: string) => (/[&<>"']/.test(text) ? cdata(text) : clean(text));

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const xmlAttribute = (text: string) => clean(text).replace(/[&<>"]/g, (character) => ATTRIBUTE_ESCAPES[character]);
