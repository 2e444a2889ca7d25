import { useMutation } from "@tanstack/react-query";
import { AUTH_MESSAGES, type LoginInput, type RegisterInput } from "@shared/schemas/auth";
import { authContract as api } from "@shared/contracts/auth";
import { call, hasErrorCode } from "@/lib/api";
import { serverMessageOr } from "@/lib/mutation-errors";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";

export type { AuthAnswer } from "@shared/contracts/auth";

export const useRegister = () =>
  useMutation({
    mutationFn: (input: RegisterInput) => call(api.register, { body: input }),
    meta: { errorDescription: serverMessageOr("Errore durante la registrazione") },
  });

export const useLogin = () =>
  useMutation({
    mutationFn: (input: LoginInput) => call(api.login, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
    meta: { errorDescription: serverMessageOr(AUTH_MESSAGES.wrongCredentials) },
  });

const isUnauthorized = (err: unknown) => hasErrorCode(err, "unauthenticated");

export const useAdminLogin = () =>
  useMutation({
    mutationFn: (input: LoginInput) => call(api.adminLogin, { body: input }),
    meta: {
      errorTitle: (err) => (isUnauthorized(err) ? "Login Fallito" : "Errore"),
      errorDescription: (err) => (isUnauthorized(err) ? AUTH_MESSAGES.adminWrongCredentials : "Errore di connessione. Riprova."),
    },
  });
