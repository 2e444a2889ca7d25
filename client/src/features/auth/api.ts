import { useMutation } from "@tanstack/react-query";
import { AUTH_MESSAGES, type LoginInput, type RegisterInput } from "@shared/schemas/auth";
import { ApiError, apiRequest } from "@/lib/api";
import { serverMessageOr } from "@/lib/mutation-errors";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";

export type AuthAnswer = { success: boolean; message?: string; isAdmin?: boolean };

export const useRegister = () =>
  useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<AuthAnswer>("POST", "/api/auth/register", input),
    meta: { errorDescription: serverMessageOr("Errore durante la registrazione") },
  });

export const useLogin = () =>
  useMutation({
    mutationFn: (input: LoginInput) => apiRequest<AuthAnswer>("POST", "/api/auth/login", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
    meta: { errorDescription: serverMessageOr(AUTH_MESSAGES.wrongCredentials) },
  });

const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;

export const useAdminLogin = () =>
  useMutation({
    mutationFn: (input: LoginInput) => apiRequest<AuthAnswer>("POST", "/api/admin/login", input),
    meta: {
      errorTitle: (err) => (isUnauthorized(err) ? "Login Fallito" : "Errore"),
      errorDescription: (err) => (isUnauthorized(err) ? AUTH_MESSAGES.adminWrongCredentials : "Errore di connessione. Riprova."),
    },
  });
