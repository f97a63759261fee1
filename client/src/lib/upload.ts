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

/**
 * A file or a form sent through XHR, since fetch cannot report upload progress; answers the
 * response's text.
 */
export function sendWithProgress(
  method: "PUT" | "POST",
  url: string,
  body: File | FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    const token = tokenStorage.get();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    // A form goes as multipart, whose boundary the browser writes into the Content-Type.
    if (body instanceof File) request.setRequestHeader("Content-Type", body.type || "application/octet-stream");
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve(request.responseText)
        : reject(apiErrorFrom(request.status, request.statusText, request.responseText));
    request.onerror = () => reject(new NetworkError("Falha de rede no envio"));
    request.onabort = () => reject(new DOMException("Envio cancelado", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
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
  await sendWithProgress("PUT", uploadURL, file, options.onProgress ?? (() => undefined), options.signal);
  const { objectPath } = await api.post<ObjectPathResponse>("/api/objects/normalize", { rawPath: uploadURL });
  return objectPath;
}
