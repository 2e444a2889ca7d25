// The receipt of a deductible expense (docs/tax.md, "Ricevute"): upload, address, removal.
import { useMutation } from "@tanstack/react-query";
import { receiptsContract as api } from "@shared/contracts/receipts";
import { call, href } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { EXPENSES_KEY } from "./api";

const refreshList = () => void queryClient.invalidateQueries({ queryKey: EXPENSES_KEY });

/** The file as a data: URL (base64); the server reads its type from the bytes. */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("Impossibile leggere il file"));
    reader.readAsDataURL(file);
  });

export const receiptUrl = (id: string) => href(api.get, { params: { id } });

export const useUploadReceipt = () =>
  useMutation({
    mutationFn: async ({ expenseId, file }: { expenseId: number; file: File }) => call(api.upload, { params: { id: expenseId }, body: { data: await readAsDataUrl(file) } }),
    onSuccess: refreshList,
    meta: { errorTitle: "Ricevuta non caricata" },
  });

export const useRemoveReceipt = () =>
  useMutation({
    mutationFn: (id: string) => call(api.remove, { params: { id } }),
    onSuccess: refreshList,
  });
