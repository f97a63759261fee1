import type { GradeLevelCategory, Role } from "./constants";

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

export interface Union {
  id: string;
  name: string;
  description: string | null;
  associationCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Association {
  id: string;
  name: string;
  description: string | null;
  unionId: string | null;
  unionName: string | null;
  schoolCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface School {
  id: string;
  name: string;
  associationId: string;
  associationName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  classCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface GradeLevel {
  id: string;
  name: string;
  category: GradeLevelCategory;
  description: string | null;
  classCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SchoolClass {
  id: string;
  name: string;
  schoolId: string;
  schoolName: string;
  gradeLevelId: string;
  gradeLevelName: string;
  year: number;
  studentCount: number;
  createdAt: string;
  updatedAt: string;
}
