import { IMAGE_CONTENT_TYPES, UPLOAD_LIMITS, type UploadPurpose } from "@shared/constants";
import type { ObjectPathResponse, UploadUrlResponse } from "@shared/types/objects";
import { NetworkError, api, apiErrorFrom, tokenStorage } from "./api";

export const ACCEPTED_IMAGES = IMAGE_CONTENT_TYPES.join(",");
export const UNSUPPORTED_IMAGE = "Formato não suportado: envie uma imagem PNG, JPEG, GIF ou WebP.";

export const limitLabel = (purpose: UploadPurpose) => `${Math.round(UPLOAD_LIMITS[purpose] / 1_048_576)} MB`;

/** Refuses at once what the server would refuse after the whole file crossed the network. */
export function checkImageFile(file: File, purpose: UploadPurpose): string | undefined {
  if (file.size === 0) return "O arquivo está vazio.";
  if (file.size > UPLOAD_LIMITS[purpose]) return `A imagem deve ter no máximo ${limitLabel(purpose)}.`;
  if (file.type && !(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return UNSUPPORTED_IMAGE;
  return undefined;
}

/** PUT through XHR: fetch cannot report upload progress. */
function putWithProgress(url: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.withCredentials = true;
    const token = tokenStorage.get();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(apiErrorFrom(request.status, request.statusText, request.responseText));
    request.onerror = () => reject(new NetworkError("Falha de rede no envio"));
    request.onabort = () => reject(new DOMException("Envio cancelado", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}

/**
 * The upload flow of docs/architecture.md#9-uploads-and-object-storage: ask for an upload URL, send the file there, then normalise
 * the URL into the file's `/objects/<id>` path.
 */
export async function uploadImage(
  file: File,
  purpose: UploadPurpose,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const { uploadURL } =
    purpose === "profile-photo"
      ? await api.post<UploadUrlResponse>("/api/user/profile-photo/upload")
      : await api.post<UploadUrlResponse>("/api/objects/upload", { purpose });
  await putWithProgress(uploadURL, file, options.onProgress ?? (() => undefined), options.signal);
  const { objectPath } = await api.post<ObjectPathResponse>("/api/objects/normalize", { rawPath: uploadURL });
  return objectPath;
}
