import { useMutation } from "@tanstack/react-query";
import { accountDataContract as api } from "@shared/contracts/account-data";
import type { DeleteAccountInput } from "@shared/schemas/account-data";
import { call, href } from "@/lib/api";

/** The downloads of one's own data (docs/privacy.md): browser links, the session cookie goes along. */
export const EXPORT_JSON_URL = href(api.export);
export const EXPORT_CSV_URL = href(api.exportExpensesCsv);

/** Deletes the account; the form shows the server's message on a wrong password. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountInput) => call(api.deleteAccount, { body }),
    meta: { errorToast: false },
  });
