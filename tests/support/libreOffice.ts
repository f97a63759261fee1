import { execFileSync } from "node:child_process";
import { join } from "node:path";

/**
 * Opens a .docx in LibreOffice headless and prints it to PDF in `outDir`, as a reader of the export
 * would open it: the PDF's path. The profile lives in `folder`, so tests never share one.
 */
export function docxToPdf(folder: string, docx: string, outDir: string): string {
  execFileSync(
    "soffice",
    [`-env:UserInstallation=file://${folder}/perfil`, "--headless", "--convert-to", "pdf", "--outdir", outDir, docx],
    { timeout: 120_000, stdio: "ignore" },
  );
  return join(outDir, docx.replace(/^.*\//, "").replace(/\.docx$/, ".pdf"));
}
