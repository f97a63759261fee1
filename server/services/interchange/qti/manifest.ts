import type { PortableQuestion } from "../portable";
import { lomXml } from "./lom";
import { element, type QtiVersion } from "./vocabulary";
import { escapeXmlAttribute } from "./xml";

/**
 * The manifest of a package written by us, and its assessment test: one resource per item (its
 * file, its images, its tags and curriculum codes as LOM metadata) and one test listing every item
 * in order, so that a tool importing the package can take it as one assessment.
 */

export interface WrittenItem {
  identifier: string;
  /** The item file's path in the package. */
  path: string;
  imagePaths: string[];
  question: PortableQuestion;
}

export const TEST_PATH = "assessment-test.xml";

/** A path of the package as an href: each segment URL-encoded. */
export const hrefOf = (path: string) => path.split("/").map(encodeURIComponent).join("/");

export function manifestXml(version: QtiVersion, items: WrittenItem[], title: string): string {
  const file = (path: string) => `<file href="${escapeXmlAttribute(hrefOf(path))}"/>`;
  const itemResources = items.map(({ identifier, path, imagePaths, question }) => {
    const lom = lomXml(version.metadataBinding, question.name, question.tags, question.descriptors);
    return (
      `<resource identifier="${identifier}" type="${version.itemType}" href="${escapeXmlAttribute(hrefOf(path))}">` +
      `<metadata>${lom}</metadata>${file(path)}${imagePaths.map(file).join("")}</resource>`
    );
  });
  const dependencies = items.map(({ identifier }) => `<dependency identifierref="${identifier}"/>`).join("");
  const testResource =
    `<resource identifier="avaliacao" type="${version.testType}" href="${TEST_PATH}">` +
    `<metadata>${lomXml(version.metadataBinding, title, [], {})}</metadata>${file(TEST_PATH)}${dependencies}</resource>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<manifest xmlns="${version.manifestNamespace}" xmlns:imsmd="${version.metadataNamespace}" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${version.manifestSchemaLocation}" ` +
    `identifier="pacote-qti">\n` +
    `<metadata><schema>${version.schema}</schema><schemaversion>${version.schemaVersion}</schemaversion></metadata>\n` +
    `<organizations/>\n<resources>\n${[testResource, ...itemResources].join("\n")}\n</resources>\n</manifest>\n`
  );
}

export function testXml(version: QtiVersion, items: WrittenItem[], title: string): string {
  const references = items.map(({ identifier, path }) =>
    element(version, "assessmentItemRef", { identifier, href: hrefOf(path) }),
  );
  const section = element(
    version,
    "assessmentSection",
    { identifier: "secao-1", title, visible: "true" },
    `\n${references.join("\n")}\n`,
  );
  const part = element(
    version,
    "testPart",
    { identifier: "parte-1", navigationMode: "nonlinear", submissionMode: "simultaneous" },
    section,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    element(
      version,
      "assessmentTest",
      {
        xmlns: version.itemNamespace,
        "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
        "xsi:schemaLocation": version.itemSchemaLocation,
        identifier: "avaliacao",
        title,
      },
      part,
    ) +
    "\n"
  );
}
