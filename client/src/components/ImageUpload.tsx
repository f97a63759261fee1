import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { UploadPurpose } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ProgressBar";
import { NetworkError, serverMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useFileDrop } from "@/lib/useFileDrop";
import { ACCEPTED_IMAGES, checkImageFile, limitLabel, uploadImage } from "@/lib/upload";

type State = { step: "idle" } | { step: "uploading"; preview: string; progress: number } | { step: "failed"; message: string };

function failureMessage(error: unknown): string {
  if (error instanceof NetworkError) return "Erro de conexão: não foi possível enviar a imagem.";
  return serverMessage(error) ?? "Não foi possível enviar a imagem. Tente novamente.";
}

/**
 * Choose or drop one image, see it, follow the upload and cancel it. Calls `onUploaded` with the
 * file's `/objects/<id>` path; what to do with it (a photo, a logo) is the caller's business.
 */
export function ImageUpload({
  purpose,
  label,
  onUploaded,
  onFailed,
  compact = false,
}: {
  purpose: UploadPurpose;
  label: string;
  onUploaded: (objectPath: string) => Promise<void> | void;
  onFailed?: (message: string) => void;
  compact?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ step: "idle" });
  const { dragging, dropProps } = useFileDrop((files) => void start(files[0]));

  const preview = state.step === "uploading" ? state.preview : undefined;
  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const fail = (message: string) => {
    setState({ step: "failed", message });
    onFailed?.(message);
  };

  async function start(file: File | undefined) {
    if (!file || state.step === "uploading") return;
    const problem = checkImageFile(file, purpose);
    if (problem) return fail(problem);

    const controller = new AbortController();
    upload.current = controller;
    setState({ step: "uploading", preview: URL.createObjectURL(file), progress: 0 });
    try {
      const objectPath = await uploadImage(file, purpose, {
        signal: controller.signal,
        onProgress: (progress) => setState((current) => (current.step === "uploading" ? { ...current, progress } : current)),
      });
      await onUploaded(objectPath);
      setState({ step: "idle" });
    } catch (error) {
      if (controller.signal.aborted) setState({ step: "idle" });
      else fail(failureMessage(error));
    } finally {
      upload.current = null;
      if (input.current) input.current.value = "";
    }
  }

  const uploading = state.step === "uploading";
  return (
    <div className="space-y-2">
      <div
        {...dropProps}
        className={cn(
          "flex items-center gap-4 rounded-lg border-2 border-dashed border-input p-4 transition-colors",
          dragging && "border-primary bg-accent",
          compact ? "flex-row" : "flex-col text-center",
        )}
      >
        {uploading ? (
          <img src={preview} alt="Pré-visualização da imagem enviada" className="size-16 rounded-md object-cover" />
        ) : (
          <ImagePlus className="size-8 text-muted-foreground" aria-hidden />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={inputId} className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
            {label}
          </label>
          <p id={hintId} className="text-sm text-muted-foreground">
            Arraste uma imagem até aqui ou clique para escolher. PNG, JPEG, GIF ou WebP, até {limitLabel(purpose)}.
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGES}
            aria-describedby={hintId}
            disabled={uploading}
            onChange={(event) => void start(event.target.files?.[0])}
            className="sr-only"
          />
          {uploading && (
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <ProgressBar label="Progresso do envio" value={Math.round(state.progress * 100)} max={100} unit="%" />
              </div>
              <Button type="button" variant="ghost" size="sm" onClick={() => upload.current?.abort()}>
                <X className="size-4" aria-hidden />
                Cancelar
              </Button>
            </div>
          )}
        </div>
      </div>
      {state.step === "failed" && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {state.message}
        </p>
      )}
    </div>
  );
}
