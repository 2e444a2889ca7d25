import { useMutation, useQuery } from "@tanstack/react-query";
import { accountContract as api } from "@shared/contracts/account";
import type { z } from "zod";
import type {
  accountUpdateSchema,
  emailChangeSchema,
  emailPreferencesSchema,
  householdProfileSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
} from "@shared/schemas/account";
import { apiQuery, call, keyPrefix } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { toast } from "@/components/ui/toast";

// Account page, household profile, password reset and e-mail verification (docs/accounts.md).

const saved = (message: string) => toast({ title: "Fatto", description: message, variant: "success" });
const refresh = (...keys: (readonly unknown[])[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** The household profile; `enabled` false for a visitor (the calculators read it only when signed in). */
export const useHouseholdProfile = (enabled = true) => useQuery({ ...apiQuery(api.profile), enabled });

export const useSaveHouseholdProfile = ({ quiet = false } = {}) =>
  useMutation({
    mutationFn: (body: z.input<typeof householdProfileSchema>) => call(api.saveProfile, { body }),
    onSuccess: (res) => {
      queryClient.setQueryData(apiQuery(api.profile).queryKey, res);
      if (!quiet) saved(res.message);
    },
  });

export const useAccountInfo = () => useQuery(apiQuery(api.account));

export const useUpdateAccount = () =>
  useMutation({
    mutationFn: (body: z.input<typeof accountUpdateSchema>) => call(api.updateAccount, { body }),
    onSuccess: (res) => {
      saved(res.message);
      return refresh(keyPrefix(api.account), AUTH_USER_KEY);
    },
  });

export const useSavePreferences = () =>
  useMutation({
    mutationFn: (body: z.input<typeof emailPreferencesSchema>) => call(api.preferences, { body }),
    onSuccess: (res) => {
      saved(res.message);
      return refresh(keyPrefix(api.account));
    },
  });

export const useRequestEmailChange = () =>
  useMutation({ mutationFn: (body: z.input<typeof emailChangeSchema>) => call(api.emailChange, { body }), onSuccess: (res) => saved(res.message) });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: z.input<typeof passwordChangeSchema>) => call(api.password, { body }),
    onSuccess: (res) => {
      saved(res.message);
      return refresh(keyPrefix(api.sessions));
    },
  });

export const useSessions = () => useQuery(apiQuery(api.sessions));

export const useEndOtherSessions = () =>
  useMutation({
    mutationFn: () => call(api.endOtherSessions),
    onSuccess: (res) => {
      saved(res.message);
      return refresh(keyPrefix(api.sessions));
    },
  });

/** "Esci" on one of the other devices: `id` is the listing's id. */
export const useEndSession = () =>
  useMutation({
    mutationFn: (id: string) => call(api.endSession, { params: { id } }),
    onSuccess: (res) => {
      saved(res.message);
      return refresh(keyPrefix(api.sessions));
    },
  });

export const useResendVerification = () => useMutation({ mutationFn: () => call(api.resendVerification), onSuccess: (res) => saved(res.message) });

export const useRequestPasswordReset = () => useMutation({ mutationFn: (email: string) => call(api.passwordReset, { body: { email } }) });

export const useConfirmPasswordReset = () =>
  useMutation({ mutationFn: (body: z.input<typeof passwordResetConfirmSchema>) => call(api.passwordResetConfirm, { body }) });

/** The link pages: a token from the address, posted once. Errors show on the page itself. */
export const useVerifyEmail = () => useMutation({ mutationFn: (token: string) => call(api.verifyEmail, { body: { token } }), meta: { errorToast: false } });
export const useConfirmEmailChange = () =>
  useMutation({ mutationFn: (token: string) => call(api.emailChangeConfirm, { body: { token } }), meta: { errorToast: false } });
export const useCancelEmailChange = () =>
  useMutation({ mutationFn: (token: string) => call(api.emailChangeCancel, { body: { token } }), meta: { errorToast: false } });
