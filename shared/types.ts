import type { Role } from "./constants";

/** API shapes both sides agree on. Dates travel as ISO strings. */

export interface User {
  id: string;
  username: string;
  email: string;
  role: Role;
  isActive: boolean;
  profilePhotoUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Profile {
  id: string;
  username: string;
  email: string;
  role: Role;
  profilePhotoUrl: string | null;
}

export interface LoginResponse {
  token: string;
  user: User;
}

export interface DemoCredential {
  role: Role;
  email: string;
  password: string;
}

export interface ApiErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
}

export interface SystemStatus {
  api: "ok";
  database: "embedded" | "server";
  databaseVersion: string;
  databaseLatencyMs: number;
  version: string;
}

export interface UploadUrlResponse {
  uploadURL: string;
}

export interface ObjectPathResponse {
  objectPath: string;
}
