import QRCode from "qrcode";
import { escape } from "../exports/printHtml";

/** One student's slip for an online application: who, their access code, where to enter. */
export interface AccessSlip {
  name: string;
  className: string;
  accessCode: string;
}

const CSS = `
@page { size: A4; margin: 10mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 10pt/1.3 "Liberation Sans", Arial, sans-serif; color: #000; }
.sheet { display: grid; grid-template-columns: 1fr 1fr; break-after: page; }
.sheet:last-child { break-after: auto; }
/* Dashed cut lines between slips: each slip is cut out and handed to its student. */
.slip { height: 55mm; border: 1px dashed #000; margin: -0.5px; padding: 5mm; display: flex; gap: 4mm; break-inside: avoid; }
.slip svg { width: 32mm; height: 32mm; flex: none; }
.who { font-weight: bold; font-size: 11pt; margin: 0 0 1mm; }
.class { margin: 0 0 3mm; }
.code { font: bold 16pt "Liberation Mono", monospace; letter-spacing: 2px; margin: 1mm 0 3mm; }
.link { font-size: 8.5pt; word-break: break-all; margin: 0; }
.label { font-size: 8pt; margin: 0; }
`;

/** Ten slips (two columns of five) per A4 page. */
const PER_PAGE = 10;

/**
 * Access-code slips for an online application: name, class, access code, the address and its QR,
 * ten to a page with cut lines. The QR opens the exam's page; the code is typed there.
 */
export async function renderAccessSlipsHtml(title: string, link: string, slips: AccessSlip[]): Promise<string> {
  const qr = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  const slip = (item: AccessSlip) => `<div class="slip">${qr}<div>
<p class="who">${escape(item.name)}</p><p class="class">${escape(item.className)} · ${escape(title)}</p>
<p class="label">Código de acesso</p><p class="code">${escape(item.accessCode)}</p>
<p class="link">${escape(link)}</p></div></div>`;
  const pages: string[] = [];
  for (let start = 0; start < slips.length; start += PER_PAGE) {
    pages.push(
      `<section class="sheet">${slips
        .slice(start, start + PER_PAGE)
        .map(slip)
        .join("")}</section>`,
    );
  }
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Códigos de acesso — ${escape(title)}</title><style>${CSS}</style></head>
<body>
${pages.join("\n")}
</body>
</html>`;
}
