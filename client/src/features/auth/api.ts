import { useMutation } from "@tanstack/react-query";
import type { LoginInput, RegisterInput } from "@shared/schemas/auth";
import { authContract as api } from "@shared/contracts/auth";
import { call } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";

export type { AuthAnswer } from "@shared/contracts/auth";

export const useRegister = () => useMutation({ mutationFn: (input: RegisterInput) => call(api.register, { body: input }) });

export const useLogin = () =>
  useMutation({
    mutationFn: (input: LoginInput) => call(api.login, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });

export const useAdminLogin = () => useMutation({ mutationFn: (input: LoginInput) => call(api.adminLogin, { body: input }) });
