import { useMutation } from "@tanstack/react-query";
import type { LoginInput, RegisterInput } from "@shared/schemas/auth";
import { apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";

export type AuthAnswer = { success: boolean; message?: string; isAdmin?: boolean };

export const useRegister = () => useMutation({ mutationFn: (input: RegisterInput) => apiRequest<AuthAnswer>("POST", "/api/auth/register", input) });

export const useLogin = () =>
  useMutation({
    mutationFn: (input: LoginInput) => apiRequest<AuthAnswer>("POST", "/api/auth/login", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });

export const useAdminLogin = () => useMutation({ mutationFn: (input: LoginInput) => apiRequest<AuthAnswer>("POST", "/api/admin/login", input) });
