import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/schemas/users";
import type { Role } from "@shared/constants";
import type { StaffImportResult, User } from "@shared/types/users";
import { organizationKeys } from "@/features/organizations/api";
import { api } from "@/lib/api";

export const userKeys = {
  all: ["/api/auth/users"] as const,
};

export const usersQuery = queryOptions({
  queryKey: userKeys.all,
  queryFn: () => api.get<User[]>("/api/auth/users"),
});

/** What the administration form sends: the typed password travels as `passwordHash` (docs/architecture.md#4-http-api). */
export interface UserPayload {
  username: string;
  email: string;
  role: Role;
  passwordHash?: string;
  /** Replaces the user's schools (docs/architecture.md#7-authorization). */
  schoolIds: string[];
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UserPayload) => api.post<User>("/api/auth/users", payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...payload }: UserPayload & { id: string }) => api.put<User>(`/api/auth/users/${id}`, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/auth/users/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** The create-profile screen's call; the users list is refreshed on success (docs/architecture.md#4-http-api). */
export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegisterInput) => api.post<User>("/api/auth/register", payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/**
 * Sends a spreadsheet of the network's staff (multipart, field `file`). The server takes every row
 * or none: a refused file answers 400 with `rowErrors`, one message per bad row. The people join
 * schools and classes too, whose staff and teacher lists sit under those keys.
 */
export function useImportStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return api.post<StaffImportResult>("/api/auth/users/import", body);
    },
    onSuccess: () =>
      Promise.all(
        [userKeys.all, organizationKeys.schools, organizationKeys.classes].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
