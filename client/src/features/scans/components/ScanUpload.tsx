import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { SCAN_FILE_TOO_LARGE, SCAN_LIMITS, SCAN_TOO_MANY_FILES, SCAN_UPLOAD_TOO_LARGE } from "@shared/scans/limits";
import { Button } from "@/components/ui/button";
import { serverMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useFileDrop } from "@/lib/useFileDrop";
import { scanKeys, sendScans } from "../api";
import { ProgressBar } from "@/components/ProgressBar";

const ACCEPTED = "application/pdf,image/jpeg,image/png";
const ACCEPTED_NAME = /\.(pdf|jpe?g|png)$/i;

/** What the server would refuse after the files crossed the network, refused at once. */
function checkFiles(files: File[]): string | null {
  if (files.length > SCAN_LIMITS.files) return SCAN_TOO_MANY_FILES;
  const other = files.find((file) => !ACCEPTED_NAME.test(file.name) && !ACCEPTED.split(",").includes(file.type));
  if (other) return `O arquivo "${other.name}" não é PDF, JPEG nem PNG.`;
  if (files.some((file) => file.size > SCAN_LIMITS.fileBytes)) return SCAN_FILE_TOO_LARGE;
  if (files.reduce((total, file) => total + file.size, 0) > SCAN_LIMITS.uploadBytes) return SCAN_UPLOAD_TOO_LARGE;
  return null;
}

/** Choosing or dropping the scanned PDFs and photos, and sending them with a progress bar. */
export function ScanUpload({ applicationId }: { applicationId: string }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const { dragging, dropProps } = useFileDrop((files) => void send(files));

  async function send(files: File[]) {
    if (files.length === 0) return;
    const refused = checkFiles(files);
    setError(refused);
    if (refused) return;
    setSent(0);
    try {
      await sendScans(applicationId, files, setSent);
      await queryClient.invalidateQueries({ queryKey: scanKeys.overview(applicationId) });
    } catch (failure) {
      setError(serverMessage(failure) ?? "Não foi possível enviar os cartões. Tente de novo.");
    } finally {
      setSent(null);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div
      {...dropProps}
      className={cn(
        "space-y-3 rounded-md border-2 border-dashed p-4 text-sm",
        dragging ? "border-primary bg-primary/5" : "border-muted-foreground/25",
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => input.current?.click()} disabled={sent !== null}>
          <Upload aria-hidden />
          Enviar cartões digitalizados
        </Button>
        <span className="text-muted-foreground">
          ou arraste aqui o PDF (até {SCAN_LIMITS.pdfPages} páginas) ou as fotos (JPEG ou PNG).
        </span>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED}
          className="sr-only"
          aria-label="Arquivos dos cartões-resposta"
          onChange={(event) => void send([...(event.target.files ?? [])])}
        />
      </div>
      {sent !== null && <ProgressBar label="Enviando os arquivos" value={Math.round(sent * 100)} max={100} unit="%" />}
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
