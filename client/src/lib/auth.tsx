import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { LoginInput } from "@shared/schemas/auth";
import type { LoginResponse } from "@shared/types/auth";
import type { User } from "@shared/types/users";
import { ApiError, api, tokenStorage } from "./api";
import { toast } from "@/components/ui/use-toast";

export const profileKey = ["/api/auth/profile"] as const;

type AuthState = { status: "loading"; user: null } | { status: "signedOut"; user: null } | { status: "signedIn"; user: User };

interface AuthContextValue {
  state: AuthState;
  signIn(input: LoginInput): Promise<User>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Start-up (docs/product.md#42-start-up-and-sign-out): with no stored token the user is signed out; with one, the profile
 * is asked for (cached 5 minutes, no retry) and a failure removes the token.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => tokenStorage.get());

  const profile = useQuery({
    queryKey: profileKey,
    queryFn: () => api.get<User>("/api/auth/profile"),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });

  // A failed profile request means signed out; the stored token is dropped (docs/product.md#42-start-up-and-sign-out).
  useEffect(() => {
    if (!profile.error) return;
    tokenStorage.clear();
    const unauthorized = profile.error instanceof ApiError && [401, 403].includes(profile.error.status);
    if (!unauthorized) {
      console.error(new Error("Failed to fetch profile"), profile.error);
      toast({ title: "Erro", description: "Não foi possível carregar seu perfil. Entre novamente.", variant: "destructive" });
    }
  }, [profile.error]);

  const signIn = useCallback(
    async (input: LoginInput) => {
      const response = await api.post<LoginResponse>("/api/auth/login", input);
      tokenStorage.set(response.token);
      queryClient.setQueryData(profileKey, response.user);
      setToken(response.token);
      return response.user;
    },
    [queryClient],
  );

  // Sair: tell the server (errors ignored), forget everything local, start again at the root.
  const signOut = useCallback(async () => {
    await api.post("/api/auth/logout").catch(() => undefined);
    localStorage.clear();
    queryClient.clear();
    window.location.assign("/");
  }, [queryClient]);

  const state: AuthState = useMemo(() => {
    if (!token || profile.error) return { status: "signedOut", user: null };
    if (profile.data) return { status: "signedIn", user: profile.data };
    return { status: "loading", user: null };
  }, [token, profile.data, profile.error]);

  const value = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth fora de AuthProvider");
  return context;
}

/** The signed-in user; only for components under the logged-in layout. */
export function useCurrentUser(): User {
  const { state } = useAuth();
  if (state.status !== "signedIn") throw new Error("useCurrentUser sem usuário conectado");
  return state.user;
}
