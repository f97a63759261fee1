import type { ObjectPathResponse, UploadUrlResponse } from "../../shared/types/objects";
import { objectPath } from "../services/objects/uploads";

export const presentUploadUrl = (ticket: UploadUrlResponse): UploadUrlResponse => ({ uploadURL: ticket.uploadURL });

/** A stored file named by its path, `/objects/<id>`. */
export const presentObjectPath = (id: string): ObjectPathResponse => ({ objectPath: objectPath(id) });
