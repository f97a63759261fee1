import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput, ProfileUpdateInput } from "@shared/schemas/profile";
import type { Profile } from "@shared/types/users";
import { api } from "@/lib/api";
import { profileKey } from "@/lib/auth";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.put<Profile>("/api/user/profile", input),
    // The top bar shows the username: refresh the signed-in user.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.put("/api/user/change-password", input),
  });
}

export function useSetProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { photoURL: string; userId: string }) => api.put<Profile>("/api/user/profile-photo", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}

export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Profile>("/api/user/profile-photo"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
