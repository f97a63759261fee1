import { qti3Name } from "./item30";
import { escapeXmlAttribute } from "./xml";

/**
 * What differs between writing QTI 2.1 and QTI 3.0: the namespaces, the resource types of the
 * manifest, the response processing templates, and the names (3.0 writes `qti-choice-interaction`
 * and `response-identifier` where 2.1 writes `choiceInteraction` and `responseIdentifier`).
 */
export interface QtiVersion {
  /** The 2.1 name of an element as this version writes it. */
  element(name: string): string;
  attribute(name: string): string;
  itemNamespace: string;
  itemSchemaLocation: string;
  manifestNamespace: string;
  manifestSchemaLocation: string;
  metadataNamespace: string;
  metadataBinding: "imsmd" | "ieee";
  /** The manifest's `schema` and `schemaversion`. */
  schema: string;
  schemaVersion: string;
  itemType: string;
  testType: string;
  template(name: "match_correct" | "map_response"): string;
  /** 3.0 wraps the content of rubric blocks and feedback in qti-content-body. */
  contentBody(xhtml: string): string;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const QTI21: QtiVersion = {
  element: (name) => name,
  attribute: (name) => name,
  itemNamespace: "http://www.imsglobal.org/xsd/imsqti_v2p1",
  itemSchemaLocation: "http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1p2.xsd",
  manifestNamespace: "http://www.imsglobal.org/xsd/imscp_v1p1",
  manifestSchemaLocation:
    "http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd " +
    "http://www.imsglobal.org/xsd/imsmd_v1p2 http://www.imsglobal.org/xsd/imsmd_v1p2p4.xsd",
  metadataNamespace: "http://www.imsglobal.org/xsd/imsmd_v1p2",
  metadataBinding: "imsmd",
  schema: "QTIv2.1 Package",
  schemaVersion: "1.0.0",
  itemType: "imsqti_item_xmlv2p1",
  testType: "imsqti_test_xmlv2p1",
  template: (name) => `http://www.imsglobal.org/question/qti_v2p1/rptemplates/${name}`,
  contentBody: (xhtml) => xhtml,
};

export const QTI30: QtiVersion = {
  element: qti3Name,
  attribute: kebab,
  itemNamespace: "http://www.imsglobal.org/xsd/imsqtiasi_v3p0",
  itemSchemaLocation:
    "http://www.imsglobal.org/xsd/imsqtiasi_v3p0 https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd",
  manifestNamespace: "http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1",
  manifestSchemaLocation:
    "http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1 https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd " +
    "http://ltsc.ieee.org/xsd/LOM https://purl.imsglobal.org/spec/md/v1p3/schema/xsd/imsmd_loose_v1p3p2.xsd",
  metadataNamespace: "http://ltsc.ieee.org/xsd/LOM",
  metadataBinding: "ieee",
  schema: "QTI Package",
  schemaVersion: "3.0.0",
  itemType: "imsqti_item_xmlv3p0",
  testType: "imsqti_test_xmlv3p0",
  template: (name) => `https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/${name}.xml`,
  contentBody: (xhtml) => `<qti-content-body>${xhtml}</qti-content-body>`,
};

/** An element of the QTI vocabulary, its name and attributes as the version writes them. */
export function element(
  version: QtiVersion,
  name: string,
  attributes: Record<string, string | undefined>,
  content?: string,
): string {
  let tag = `<${version.element(name)}`;
  for (const [attribute, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    tag += ` ${attribute.includes(":") ? attribute : version.attribute(attribute)}="${escapeXmlAttribute(value)}"`;
  }
  return content === undefined ? `${tag}/>` : `${tag}>${content}</${version.element(name)}>`;
}
